import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../core/contracts/accounts';
import { SPECTATOR_TEXT } from '../../../../core/contracts/spectator';
import { isApiError, userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { getSocket } from '../../../lib/socket';
import { spectatorAutoLogin } from '../api/auto-login';
import { queryKeys } from '../../../lib/query-keys';

export type SpectatorAccess =
  | { state: 'connecting' }
  | { state: 'ready'; user: User }
  /** Someone who is not a spectator is here: signed in elsewhere in this browser, or signed out. */
  | { state: 'denied' }
  | { state: 'error'; message: string; detail: string | null };

type Outcome = { attempt: number; ok: true } | { attempt: number; ok: false; message: string; detail: string | null };

/** A refusal from the server, or no answer at all (spec part 1 §8). */
function describeFailure(error: unknown): { message: string; detail: string | null } {
  if (!isApiError(error)) return { message: SPECTATOR_TEXT.unreachable, detail: null };
  return { message: SPECTATOR_TEXT.failed, detail: userFacingMessage(error, '') || null };
}

/**
 * Entering spectator mode (spec part 1 §4): a signed-in player is signed out first,
 * then the browser signs in as the spectator. It runs once per visit (and again on
 * retry); each visit starts a fresh spectator session, so a beacon logout still in
 * flight from a previous page cannot end the new one.
 */
export function useSpectatorSession({ signOut }: { signOut: () => Promise<unknown> }): SpectatorAccess & { retry: () => void } {
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(-1);
  const latest = useRef({ signOut, user });
  useEffect(() => {
    latest.current = { signOut, user };
  });

  useEffect(() => {
    if (isPending || started.current === attempt) return;
    started.current = attempt;
    const enter = async () => {
      const current = latest.current.user;
      if (current && !current.isSpectator) await latest.current.signOut();
      return spectatorAutoLogin();
    };
    enter().then(
      async (spectator) => {
        // A poll sent with the old cookie must not land after this and overwrite the spectator.
        await queryClient.cancelQueries({ queryKey: queryKeys.accounts.currentUser });
        queryClient.setQueryData(queryKeys.accounts.currentUser, spectator);
        // Whatever was cached belonged to the previous visitor.
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.accounts.currentUser[0] });
        // The socket joined its rooms with the old cookie: a new handshake carries the spectator's.
        const socket = getSocket();
        socket.disconnect();
        socket.connect();
        setOutcome({ attempt, ok: true });
      },
      (error: unknown) => setOutcome({ attempt, ok: false, ...describeFailure(error) }),
    );
  }, [isPending, attempt, queryClient]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!outcome || outcome.attempt !== attempt) return { state: 'connecting', retry };
  if (!outcome.ok) return { state: 'error', message: outcome.message, detail: outcome.detail, retry };
  if (user?.isSpectator) return { state: 'ready', user, retry };
  return { state: 'denied', retry };
}
