import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '../../core/contracts/accounts';
import { apiFetch } from './api-client';
import { queryKeys } from './query-keys';

// The signed-in user is read by nearly every screen, so it lives with the shared
// libraries rather than in one feature (the bulletproof-react `lib/auth` pattern).

/** Spec part 1 §9: the current user is polled every 5 s. */
export const CURRENT_USER_POLL_MS = 5000;

/** Resolves to null when signed out (401), so "signed out" is data, not an error. */
export const getCurrentUser = (signal?: AbortSignal): Promise<User | null> => apiFetch('/api/auth/user', { on401: 'returnNull', schema: userSchema, signal });

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    refetchInterval: CURRENT_USER_POLL_MS,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
