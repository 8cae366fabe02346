import { QueryClient } from '@tanstack/react-query';

/**
 * Spec part 1 §7 fetch defaults: no retries, data never goes stale, no refetch on
 * window focus, and polling only where a query asks for it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
