import { useDeferredValue } from 'react';
import { History, Ticket } from 'lucide-react';
import type { Raffle } from '../../../../core/contracts/raffles';
import { RAFFLE_LIST_RESULTS_WINDOW_MS } from '../../../../core/raffle-list';
import { isRaffleOver, isResultPublic } from '../../../../core/raffles';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../hooks/use-now';
import { useRefetchOnRaffleUpdates } from '../../../lib/socket';
import { useRaffles } from '../api/get-raffles';
import { RaffleCard } from './raffle-card';
import { RaffleListClock } from './raffle-list-clock';
import { queryKeys } from '../../../lib/query-keys';

const activeRaffleList = { queryKey: queryKeys.raffles.active };

const grid = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/**
 * The list as cards show it: polled, and refetched on every `raffle_updated` (an
 * entry, an edit, an end), so a participant count moves as soon as someone enters.
 */
function useLiveRaffles() {
  useRefetchOnRaffleUpdates(activeRaffleList);
  return useRaffles();
}

/** Laid out like a RaffleCard (picture, texts, count, bar, button), so the cards take its place without moving what follows. */
function CardSkeleton({ signedIn }: { signedIn: boolean }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-[22.5px] w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-10 w-full" />
        </div>
        <div className="mt-auto grid gap-2">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-2 w-full" />
        </div>
        {signedIn ? <Skeleton className="h-10 w-full" /> : null}
      </div>
    </Card>
  );
}

function ListSkeleton({ signedIn }: { signedIn: boolean }) {
  return (
    <div aria-busy="true" className={grid}>
      <span className="sr-only" role="status">
        Loading raffles...
      </span>
      {[0, 1, 2].map((i) => (
        <CardSkeleton key={i} signedIn={signedIn} />
      ))}
    </div>
  );
}

function NoActiveRaffles() {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full border border-line-strong bg-surface-2">
        <Ticket aria-hidden="true" className="size-6 text-accent-text" />
      </span>
      <h3 className="text-lg font-semibold">No Active Raffles</h3>
      <p className="max-w-md text-fg-muted">New raffles start regularly. Check back soon.</p>
    </Card>
  );
}

function Cards({ raffles, now, signedIn, label }: { raffles: readonly Raffle[]; now: number; signedIn: boolean; label: string }) {
  return (
    <RaffleListClock value={now}>
      <ul className={grid} aria-label={label}>
        {raffles.map((raffle, i) => (
          <li key={raffle.id} className="grid">
            <RaffleCard
              raffle={raffle}
              ended={isRaffleOver(raffle, now)}
              resultPublic={raffle.status === 'completed' && isResultPublic(raffle.drawnAt, now)}
              signedIn={signedIn}
              headingLevel="h3"
              priorityImage={i === 0 && raffle.status === 'active'}
            />
          </li>
        ))}
      </ul>
    </RaffleListClock>
  );
}

/**
 * Active raffles as cards, then the ones that ended lately as results (docs/decisions/0035),
 * kept fresh by polling and by the raffle_updated event.
 */
export function RaffleList({ signedIn }: { signedIn: boolean }) {
  const { data, isError, refetch } = useLiveRaffles();
  // A list of many cards is drawn in the background, in slices, instead of in one long task.
  const raffles = useDeferredValue(data);
  const now = useNow();

  if (isError) {
    return (
      <Card role="alert" className="grid justify-items-center gap-3 px-6 py-12 text-center">
        <h2 className="text-lg font-semibold">Failed to load raffles</h2>
        <p className="text-fg-muted">Check your connection and try again.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  // The server lists active raffles first; a card whose clock ran out stays in place until the next fetch.
  const active = raffles?.filter((r) => r.status === 'active') ?? [];
  const results = raffles?.filter((r) => r.status !== 'active') ?? [];
  return (
    <div className="grid gap-10">
      <section aria-labelledby="raffles-live-heading" className="grid gap-4">
        <h2 id="raffles-live-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Ticket aria-hidden="true" className="size-5 text-accent-text" />
          Live raffles
        </h2>
        {/* The heading stands from the start, so the skeleton sits where the cards will. */}
        {!raffles ? (
          <ListSkeleton signedIn={signedIn} />
        ) : active.length === 0 ? (
          <NoActiveRaffles />
        ) : (
          <Cards raffles={active} now={now} signedIn={signedIn} label="Live raffles" />
        )}
      </section>
      {results.length > 0 ? (
        <section aria-labelledby="raffles-results-heading" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="raffles-results-heading" className="flex items-center gap-2 text-xl font-semibold">
              <History aria-hidden="true" className="size-5 text-accent-text" />
              Recent results
            </h2>
            <p className="text-sm text-fg-muted">Raffles that ended in the last {RAFFLE_LIST_RESULTS_WINDOW_MS / 3_600_000} hours.</p>
          </div>
          <Cards raffles={results} now={now} signedIn={signedIn} label="Recent results" />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The front page's preview: the first `limit` live raffles, for a signed-out visitor
 * (no way in from a card, spec part 2 §2); the first card's picture loads at once.
 */
export function RaffleShowcase({ limit }: { limit: number }) {
  const { data, isError } = useLiveRaffles();
  const raffles = useDeferredValue(data);
  const now = useNow();
  if (isError) {
    return (
      <Card role="alert" className="p-5 text-fg-muted">
        Failed to load raffles
      </Card>
    );
  }
  if (!raffles) return <ListSkeleton signedIn={false} />;
  const active = raffles.filter((r) => r.status === 'active').slice(0, limit);
  return active.length === 0 ? <NoActiveRaffles /> : <Cards raffles={active} now={now} signedIn={false} label="Live raffles" />;
}
