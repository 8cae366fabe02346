// lint as: src/web/hooks/probe.ts
// must fail: import-x/no-restricted-paths
import { useRaffle } from '../features/raffles/api/get-raffle';

export const probe = useRaffle;
