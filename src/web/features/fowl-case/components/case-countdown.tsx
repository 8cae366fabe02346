import { useEffect } from 'react';
import type { CaseStatus } from '../../../../core/contracts/fowl-case';
import { Badge } from '../../../components/ui/badge';
import { useNow } from '../../../hooks/use-now';
import { pauseEndText } from '../../../lib/play-refusal';

const two = (n: number) => String(n).padStart(2, '0');

export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/** 'Available Now', the time to the next case, that the free case is used, or the player's break. */
export function CaseCountdown({ status, onElapsed }: { status: CaseStatus; onElapsed: () => void }) {
  const next = status.nextOpeningTime ? Date.parse(status.nextOpeningTime) : null;
  const now = useNow(1000, next !== null);
  const remaining = next === null ? 0 : next - now;
  const due = next !== null && remaining <= 0;

  // When the cooldown runs out, ask the server rather than trusting this clock.
  useEffect(() => {
    if (due) onElapsed();
  }, [due, onElapsed]);

  // The player's break shuts the case: say so, and until when, rather than a countdown or "Available Now".
  if (status.pause)
    return (
      <p className="grid justify-items-center gap-1 text-center" data-case-paused>
        <Badge variant="warning" className="px-3 py-1 text-sm">
          Play paused
        </Badge>
        <span className="text-sm text-fg-muted">{pauseEndText(status.pause)}</span>
      </p>
    );
  if (status.canOpen)
    return (
      <Badge variant="success" className="px-3 py-1 text-sm">
        Available Now
      </Badge>
    );
  if (next === null)
    return (
      <Badge variant="outline" className="px-3 py-1 text-sm">
        Free case used
      </Badge>
    );
  return (
    <p className="text-center">
      <span className="block text-xs text-fg-muted">Next case in</span>
      <span className="text-2xl font-bold tabular-nums text-fg" role="timer" aria-live="off">
        {formatCountdown(remaining)}
      </span>
    </p>
  );
}
