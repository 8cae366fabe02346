import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { usePlayLimits } from '../api/play-limits';
import { signedFowls } from './net-results';

const MINUTE = 60_000;

/** '1 h 05 min', '35 min'. */
export const formatPlayed = (ms: number): string => {
  const minutes = Math.floor(ms / MINUTE);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
};

/**
 * The reality check (decision 0033): every 30, 60 or 120 minutes of a sign-in, a pause
 * that shows the time played and the session's net result. Each one is shown once per
 * tab; the count of those seen is kept for the sign-in in session storage.
 */
export function RealityCheck() {
  const { data, refetch } = usePlayLimits();
  const intervalMs = data?.realityCheckMinutes ? data.realityCheckMinutes * MINUTE : null;
  const startedAt = data ? Date.parse(data.session.startedAt) : null;
  const [now, setNow] = useState(() => Date.now());
  const [, seen] = useState(0);
  const key = startedAt === null ? null : `fowls:reality-check:${startedAt}`;
  const acknowledged = key ? Number(sessionStorage.getItem(key) ?? 0) : 0;
  const elapsed = startedAt === null ? 0 : now - startedAt;
  const due = intervalMs && startedAt !== null ? Math.floor(elapsed / intervalMs) : 0;

  useEffect(() => {
    if (!intervalMs || startedAt === null) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void refetch();
      },
      (due + 1) * intervalMs - elapsed,
    );
    return () => clearTimeout(timer);
  }, [intervalMs, startedAt, due, elapsed, refetch]);

  const dismiss = () => {
    if (key) sessionStorage.setItem(key, String(due));
    seen((n) => n + 1);
  };
  const open = due >= 1 && due > acknowledged;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : dismiss())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reality check</DialogTitle>
          <DialogDescription>
            You have been playing for {formatPlayed(elapsed)} since you signed in. Your net result this session is{' '}
            <strong className="text-fg">{signedFowls(data?.session.net ?? 0)}</strong>.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Link href="/play-limits" className={buttonClass('ghost')} onClick={dismiss}>
            Play limits
          </Link>
          <Button onClick={dismiss}>Keep Playing</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
