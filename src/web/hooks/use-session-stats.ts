import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../lib/remembered-settings';
import { addSettledRound, emptySessionStats, readSessionStats, type SessionStats, type SettledRound } from '../lib/session-stats';

const session = () => sessionStorage;

/**
 * A game's session stats, kept in the tab's storage so a reload keeps the sitting and a
 * new tab starts a new one. `record` takes a round the server settled.
 */
export function useSessionStats(game: string): { stats: SessionStats; record: (round: SettledRound) => void; reset: () => void } {
  const key = `fowls:session-stats:${game}`;
  const [stats, setStats] = useState(() => readSessionStats(readStorage(session, key)));
  const record = useCallback(
    (round: SettledRound) =>
      setStats((previous) => {
        const next = addSettledRound(previous, round);
        writeStorage(session, key, JSON.stringify(next));
        return next;
      }),
    [key],
  );
  const reset = useCallback(() => {
    writeStorage(session, key, null);
    setStats(emptySessionStats);
  }, [key]);
  return { stats, record, reset };
}
