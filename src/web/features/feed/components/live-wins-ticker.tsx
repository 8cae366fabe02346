import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import { Radio } from 'lucide-react';
import type { FeedEvent } from '../../../../core/contracts/feed';
import { ANONYMOUS_PLAYER, feedGameNames } from '../../../../core/feed';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { wonFowls } from '../../../lib/game-amounts';
import { PlayerLink } from '../../../components/player-link';
import { useFeed } from '../api/get-feed';
import { useLiveFeed } from '../hooks/use-live-feed';

// The live wins feed (decision 0032): a ticker of the site's notable moments that
// scrolls on its own, stops while the pointer or the keyboard is on it, and stands
// still for players who prefer reduced motion (they scroll it themselves).

function What({ event, linked }: { event: FeedEvent; linked: boolean }) {
  switch (event.kind) {
    case 'raffle_win': {
      const prize = event.prize?.name ?? event.raffleName;
      return (
        <>
          won{' '}
          {linked ? (
            <Link href={`/raffle/${event.raffleId}`} className="font-semibold text-accent-text underline-offset-2 hover:underline">
              {prize}
            </Link>
          ) : (
            <span className="font-semibold text-accent-text">{prize}</span>
          )}
        </>
      );
    }
    case 'game_win':
      return (
        <>
          hit <span className="font-semibold text-success-text">{event.multiplier.toLocaleString('en-US')}×</span> on {feedGameNames[event.game]} ·{' '}
          <span className="font-semibold text-fg">{wonFowls(event.payout)}</span>
        </>
      );
    case 'level_up':
      return (
        <>
          reached <span className="font-semibold text-premium-text">{event.level}</span> level
        </>
      );
  }
}

/** `linked`: the copy players read and tab through; the looping copy has no links. */
function Moment({ event, linked }: { event: FeedEvent; linked: boolean }) {
  const name = event.player?.name ?? ANONYMOUS_PLAYER;
  return (
    <span className="flex items-center gap-2 text-sm whitespace-nowrap text-fg-muted">
      {event.kind === 'raffle_win' && event.prize?.imageUrl ? (
        <img src={event.prize.imageUrl} alt="" width={40} height={30} loading="lazy" className="h-7 w-10 object-contain" />
      ) : (
        <Avatar src={event.player?.avatar} name={name} className="size-6" />
      )}
      {linked && event.player ? (
        <PlayerLink id={event.player.id} className="font-medium text-fg">
          {name}
        </PlayerLink>
      ) : (
        <span className="font-medium text-fg">{name}</span>
      )}
      <What event={event} linked={linked} />
    </span>
  );
}

const frame = 'flex h-12 items-center gap-3 overflow-hidden rounded-lg border border-line bg-surface px-3';

function Label() {
  return (
    <span className="flex shrink-0 items-center gap-1.5 text-xs font-semibold tracking-wide text-accent-text uppercase">
      <Radio aria-hidden="true" className="size-4" />
      Live wins
    </span>
  );
}

export function LiveWinsTicker({ className }: { className?: string }) {
  const { data: answer, isError } = useFeed();
  useLiveFeed();
  // The moments (twice over) are drawn in the background, in slices, not in one long task.
  const data = useDeferredValue(answer);
  const events = data?.events ?? [];

  if (!data && !isError) {
    return (
      <section aria-label="Live wins" aria-busy="true" className={cn(frame, className)}>
        <Label />
        <Skeleton className="h-5 flex-1" />
      </section>
    );
  }
  if (isError) {
    return (
      <section aria-label="Live wins" className={cn(frame, className)}>
        <Label />
        <p className="truncate text-sm text-fg-muted">Live wins could not be loaded.</p>
      </section>
    );
  }
  if (events.length === 0) {
    // A quiet feed asks for the first play rather than saying nothing happens here.
    return (
      <section aria-label="Live wins" className={cn(frame, className)}>
        <Label />
        <p className="flex min-w-0 items-center gap-2 text-sm text-fg-muted">
          <span className="truncate">No big wins yet.</span>
          <Link href="/mini-games" className="shrink-0 font-semibold text-accent-text underline-offset-2 hover:underline">
            Play a game
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-label="Live wins" className={cn(frame, 'group', className)}>
      <Label />
      {/* Focusable so a keyboard can scroll it where it stands still, and pause it where it moves. */}
      <div
        tabIndex={0}
        role="group"
        aria-label="Recent wins"
        className="relative min-w-0 flex-1 overflow-x-auto rounded [scrollbar-width:none] outline-none focus-visible:ring-2 focus-visible:ring-accent motion-safe:overflow-hidden"
      >
        {/* Two copies side by side scroll by one copy's width, so the loop has no seam; the second is for the eye only. */}
        <div
          data-ticker-track
          className="flex w-max gap-8 motion-safe:animate-ticker group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused]"
        >
          <ul className="flex gap-8">
            {events.map((event) => (
              <li key={event.id}>
                <Moment event={event} linked />
              </li>
            ))}
          </ul>
          <ul className="flex gap-8 motion-reduce:hidden" aria-hidden="true">
            {events.map((event) => (
              <li key={event.id}>
                <Moment event={event} linked={false} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
