import type { ReactNode } from 'react';
import { Trophy, Users } from 'lucide-react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { aggregateEntries, formatCountdown, formatOdds, isAwaitingDraw } from '../../../../core/raffles';
import { FowlAmount } from '../../../components/fowl-amount';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/** Where the featured raffle is: taking entries, being drawn, showing its winner, or over with nobody in it. */
export type StageState = 'open' | 'drawing' | 'spinning' | 'revealed' | 'empty';

const STATUS_TEXT: Record<Exclude<StageState, 'revealed'>, string> = {
  open: 'The wheel spins when the timer runs out.',
  drawing: 'Drawing the winner…',
  spinning: 'Spinning…',
  empty: 'This raffle ended without entries.',
};

/** Participants shown by name on the stage; the rest are counted. */
const SHOWN_PARTICIPANTS = 6;

export interface SpectatorStageProps {
  raffle: RaffleDetail;
  now: number;
  state: StageState;
  /** The raffle's wheel, composed by the route from the raffles feature. */
  wheel: ReactNode;
  /** The prize picture, likewise. */
  image: ReactNode;
  /** The winner moment once the wheel has stopped (state 'revealed'), likewise; the countdown shows until then. */
  winnerMoment?: ReactNode;
}

/** The featured raffle, big enough to read on a stream: wheel, countdown, pool and who is in. */
export function SpectatorStage({ raffle, now, state, wheel, image, winnerMoment }: SpectatorStageProps) {
  const participants = aggregateEntries(raffle.entriesWithUsers).sort((a, b) => b.total - a.total);
  const pool = raffle.totalPool;
  const msLeft = Date.parse(raffle.endTime) - now;
  // A raffle that filled up closes before its end time: once drawing, its clock has no more to say.
  const counting = state === 'open' && msLeft > 0;
  const status =
    state === 'revealed'
      ? `Winner: ${raffle.winner?.username ?? ''}`
      : // The draw waits for its beacon round however long it takes (docs/decisions/0047): the screen says what it waits for.
        state === 'drawing' && isAwaitingDraw(raffle) && raffle.beacon
        ? `Entries closed. Waiting for beacon round ${raffle.beacon.round}…`
        : STATUS_TEXT[state];

  return (
    <section
      aria-labelledby="stage-title"
      className="grid gap-5 rounded-2xl border border-line bg-surface p-5 shadow-lg shadow-black/30 xl:p-6 2xl:gap-7 2xl:p-8"
    >
      <div className="flex min-w-0 items-center gap-4">
        <div className="size-16 shrink-0 overflow-hidden rounded-xl border border-line xl:size-20 2xl:size-24">{image}</div>
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-accent-text uppercase 2xl:text-base">
            {state === 'open' ? 'Next draw' : state === 'revealed' ? 'Just drawn' : 'Now drawing'}
            <Badge variant="outline" className="capitalize">
              {raffle.type}
            </Badge>
          </p>
          <h2 id="stage-title" className="truncate text-2xl font-bold text-fg xl:text-3xl 2xl:text-5xl">
            {raffle.name}
          </h2>
          {raffle.itemName ? <p className="truncate text-base text-fg-muted xl:text-lg 2xl:text-2xl">{raffle.itemName}</p> : null}
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[auto_minmax(0,1fr)] 2xl:gap-10">
        <div className="grid justify-items-center gap-3">
          <div className="w-full max-w-[min(22rem,80vw)] lg:w-[clamp(16rem,calc(100dvh-24rem),28rem)] lg:max-w-none 2xl:w-[clamp(16rem,calc(100dvh-27rem),40rem)]">
            {wheel}
          </div>
          <p aria-live="polite" data-testid="stage-status" className="text-center text-lg font-semibold xl:text-xl 2xl:text-3xl">
            {status}
          </p>
        </div>

        <div className="grid min-w-0 content-start gap-4 2xl:gap-6">
          {state === 'revealed' && winnerMoment ? (
            winnerMoment
          ) : (
            <div className="grid gap-1 rounded-xl border border-line bg-surface-2 p-4 2xl:p-6">
              <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase 2xl:text-lg">{counting ? 'Draw in' : 'Time'}</p>
              <p
                className={cn('text-5xl font-bold tabular-nums xl:text-6xl 2xl:text-8xl', counting ? 'text-fg' : 'text-accent-text')}
                data-testid="stage-countdown"
              >
                <time dateTime={raffle.endTime}>{counting ? formatCountdown(msLeft) : 'Ended'}</time>
              </p>
            </div>
          )}

          <dl className="grid grid-cols-3 gap-3 2xl:gap-4">
            <Stat label="Prize pool">
              <FowlAmount amount={pool} iconClassName="size-5 2xl:size-7" />
            </Stat>
            <Stat label="Players">
              <span className="tabular-nums">
                {participants.length}/{raffle.maxParticipants}
              </span>
            </Stat>
            <Stat label="Min entry">
              <FowlAmount amount={raffle.minEntry} iconClassName="size-5 2xl:size-7" />
            </Stat>
          </dl>

          <div className="grid gap-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-fg-muted uppercase 2xl:text-lg">
              <Users aria-hidden="true" className="size-4 2xl:size-6" />
              Participants
            </h3>
            {participants.length === 0 ? (
              <p className="text-lg text-fg-muted 2xl:text-2xl">Waiting for the first entry…</p>
            ) : (
              <ol className="grid gap-2">
                {participants.slice(0, SHOWN_PARTICIPANTS).map((p) => {
                  const share = pool > 0 ? (p.total / pool) * 100 : 0;
                  const won = state === 'revealed' && p.userId === raffle.winnerId;
                  return (
                    <li
                      key={p.userId}
                      className={cn(
                        'relative flex items-center gap-3 overflow-hidden rounded-lg border px-3 py-2 2xl:py-3',
                        won ? 'border-accent' : 'border-line',
                      )}
                    >
                      {/* The bar behind the row is the player's share of the pool. */}
                      <span aria-hidden="true" className="absolute inset-y-0 left-0 bg-accent/10" style={{ width: `${share}%` }} />
                      <Avatar src={p.user.avatar} name={p.user.username} className="relative size-8 2xl:size-11" />
                      <span className="relative min-w-0 flex-1 truncate font-semibold xl:text-lg 2xl:text-2xl">
                        {p.user.username}
                        {won ? <Trophy aria-label="Winner" className="ml-2 inline size-4 text-accent-text 2xl:size-6" /> : null}
                      </span>
                      <span className="relative text-sm text-fg-muted tabular-nums xl:text-base 2xl:text-xl">{formatOdds(p.total, pool)}%</span>
                      <FowlAmount amount={p.total} className="relative text-sm xl:text-base 2xl:text-xl" iconClassName="size-4 2xl:size-6" />
                    </li>
                  );
                })}
                {participants.length > SHOWN_PARTICIPANTS ? (
                  <li className="px-3 text-fg-muted 2xl:text-xl">and {participants.length - SHOWN_PARTICIPANTS} more</li>
                ) : null}
              </ol>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-xl border border-line bg-surface-2 p-3 2xl:p-5">
      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase 2xl:text-base">{label}</dt>
      <dd className="text-lg font-bold xl:text-xl 2xl:text-3xl">{children}</dd>
    </div>
  );
}

/** The stage before any raffle is running. */
export function EmptyStage() {
  return (
    <section
      aria-labelledby="stage-title"
      className="grid min-h-80 place-content-center justify-items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-surface/60 p-8 text-center 2xl:min-h-[32rem]"
    >
      <Trophy aria-hidden="true" className="size-12 text-fg-subtle 2xl:size-16" />
      <h2 id="stage-title" className="text-2xl font-bold xl:text-3xl 2xl:text-5xl">
        No raffle running right now
      </h2>
      <p className="max-w-lg text-lg text-fg-muted 2xl:text-2xl">The next raffle appears here as soon as it starts.</p>
    </section>
  );
}

/** While the featured raffle's details load. */
export function StageLoading() {
  return (
    <section aria-label="Loading the next raffle" aria-busy="true" className="grid gap-5 rounded-2xl border border-line bg-surface p-5 xl:p-6">
      <Skeleton className="h-16 w-2/3" />
      <Skeleton className="aspect-square w-full max-w-md justify-self-center rounded-full" />
    </section>
  );
}
