import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../core/contracts/accounts';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

/** Where this tab keeps that it was banned, so the notice survives the sign-out and a reload. */
const BANNED_NOTICE_KEY = 'fowls.bannedNotice';
const listeners = new Set<() => void>();
/** Where storage is off, the tab's own memory (gone with the next reload). */
let memory = false;

function readBanned(): boolean {
  try {
    return sessionStorage.getItem(BANNED_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

function writeBanned(banned: boolean): void {
  try {
    if (banned) sessionStorage.setItem(BANNED_NOTICE_KEY, '1');
    else sessionStorage.removeItem(BANNED_NOTICE_KEY);
  } catch {
    memory = banned;
  }
  listeners.forEach((listener) => listener());
}

const bannedNow = (): boolean => readBanned() || memory;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * A banned player's session answers every call with 403 and the ban message (an admin's
 * ban also closes the socket, whose page then asks again). The open page ends the session
 * (clearing the cookie) and shows the signed-out view, and returns true from then on: the
 * shell shows the banned notice with the way to contact support, in this tab, until
 * someone signs in again. A toast alone was gone in seconds and the tab looked signed out.
 */
export function useBannedSignOut(): boolean {
  const queryClient = useQueryClient();
  const { data: user, error } = useCurrentUser();
  const banned = isApiError(error) && error.code === 'BANNED';
  const notice = useSyncExternalStore(subscribe, bannedNow, () => false);
  useEffect(() => {
    if (!banned) return;
    writeBanned(true);
    void import('../../features/accounts/api/logout')
      .then(({ logout }) => logout())
      .catch(() => undefined)
      .finally(() => queryClient.setQueryData<User | null>(queryKeys.accounts.currentUser, null));
  }, [banned, queryClient]);
  // Signed in again in this tab (a lifted ban, or another account): the notice has done its work.
  useEffect(() => {
    if (user) writeBanned(false);
  }, [user]);
  return notice;
}
