// lint as: src/web/features/raffles/api/probe.ts
// must fail: no-restricted-syntax
// One endpoint, one cache key: a key written out by hand is a second key waiting to happen.
import { useQuery } from '@tanstack/react-query';

export const useProbe = (id: string) => useQuery({ queryKey: ['raffles', 'detail', id], queryFn: () => id });
