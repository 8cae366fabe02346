import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../core/contracts/accounts';
import { apiFetch } from './api-client';
import { ContractRef } from './contract-ref';
import { queryKeys } from './query-keys';

// The signed-in user is read by nearly every screen, so it lives with the shared
// libraries rather than in one feature (the bulletproof-react `lib/auth` pattern).

/** Spec part 1 §9: the current user is polled every 5 s. */
export const CURRENT_USER_POLL_MS = 5000;

/** Where this browser keeps whether it was signed in at its last answer (see useExpectSignedIn). */
const SIGNED_IN_HINT_KEY = 'fowls.signedIn';

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage may be off (a private window): the page then lays out for a visitor first.
  }
}

function rememberedSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

const userContract = new ContractRef(async () => (await import('../../core/contracts/accounts')).userSchema.nullable());

/**
 * Resolves to null when signed out, so "signed out" is data, not an error: the server
 * answers a visitor 200 with null, so no page of theirs logs a failed request (decision
 * 0060). A 401 reads the same: an instance not yet upgraded still answers so.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  // Asked as index.html preloads it (a preload is used only by a request with the same headers).
  const user = await apiFetch('/api/auth/user', { on401: 'returnNull', schema: userContract, signal, headers: { Accept: '*/*' } });
  rememberSignedIn(user !== null);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    refetchInterval: CURRENT_USER_POLL_MS,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/**
 * Whether to lay the page out for a signed-in player: the answer once it has come, and
 * before that what this browser heard last. A visitor's sign-in callout is then there from
 * the first paint, and a returning player's page has none to remove, so neither pushes the
 * page down when the answer arrives. Layout only: nothing is shown or allowed on the guess.
 */
export function useExpectSignedIn(): boolean {
  const { data: user, isPending } = useCurrentUser();
  return isPending ? rememberedSignedIn() : Boolean(user);
}
