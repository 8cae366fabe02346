// lint as: src/web/components/probe.tsx
// must fail: import-x/no-restricted-paths
import { useRaffle } from '../features/raffles/api/get-raffle';

export const probe = useRaffle;
