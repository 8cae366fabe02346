// lint as: src/web/features/raffles/hooks/probe.ts
// must fail: no-restricted-syntax
// A key handed to the query client by hand misses the cache entry the screens read.
import type { QueryClient } from '@tanstack/react-query';

export const probe = (client: QueryClient) => client.setQueryData(['raffles', 'active'], []);
