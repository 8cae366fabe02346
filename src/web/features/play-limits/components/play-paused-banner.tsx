import { Link } from 'wouter';
import { PauseCircle } from 'lucide-react';
import { usePlayLimits } from '../api/play-limits';

/**
 * Shown on every page while the player is on a cool-off or self-excluded: play stops at
 * once (the server refuses every bet, entry and case), and the page says why and until when.
 */
export function PlayPausedBanner() {
  const { data } = usePlayLimits();
  if (!data?.pause) return null;
  return (
    <div role="status" className="border-b border-accent/40 bg-accent/10">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm text-fg sm:px-6">
        <PauseCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
        <span>
          {data.pause.message}{' '}
          <Link href="/play-limits" className="font-semibold text-accent-text underline underline-offset-2">
            Play limits
          </Link>
        </span>
      </p>
    </div>
  );
}
