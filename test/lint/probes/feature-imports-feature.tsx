// lint as: src/web/features/raffles/components/probe.tsx
// must fail: import-x/no-restricted-paths
import { useUserRecord } from '../../profile/api/get-user-record';

export const probe = useUserRecord;
