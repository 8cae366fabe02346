import { Clock, Users } from 'lucide-react';
import type { Raffle } from '../../../../core/contracts/raffles';
import { RAFFLE_LIST_DEFAULT_MAX_PARTICIPANTS } from '../../../../core/raffle-list';
import { formatCountdown } from '../../../../core/raffles';
import { FowlAmount } from '../../../components/fowl-amount';

const SHOWN = 5;

/** The other active raffles, next draw first, with their countdowns and player counts. */
export function UpNextList({ raffles, now }: { raffles: readonly Raffle[]; now: number }) {
  return (
    <section aria-labelledby="up-next-title" className="grid gap-3 rounded-2xl border border-line bg-surface p-4 xl:p-5 2xl:p-6">
      <h2 id="up-next-title" className="text-lg font-bold xl:text-xl 2xl:text-3xl">
        Up next
      </h2>
      {raffles.length === 0 ? (
        <p className="text-fg-muted 2xl:text-xl">No other raffles are running.</p>
      ) : (
        <ol className="grid gap-2">
          {raffles.slice(0, SHOWN).map((r) => {
            const left = Date.parse(r.endTime) - now;
            return (
              <li key={r.id} className="grid gap-1 rounded-lg border border-line bg-surface-2 px-3 py-2 2xl:px-4 2xl:py-3">
                <span className="truncate font-semibold xl:text-lg 2xl:text-2xl">{r.name}</span>
                <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted tabular-nums xl:text-base 2xl:text-xl">
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="size-4 2xl:size-5" />
                    <span className="sr-only">Time left: </span>
                    <time dateTime={r.endTime} className={left > 0 ? 'text-fg' : 'text-accent-text'}>
                      {formatCountdown(left)}
                    </time>
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Users aria-hidden="true" className="size-4 2xl:size-5" />
                    {r.participantCount}/{r.maxParticipants || RAFFLE_LIST_DEFAULT_MAX_PARTICIPANTS}
                    <span className="sr-only"> players</span>
                  </span>
                  <FowlAmount amount={r.totalPool} iconClassName="size-4 2xl:size-5" />
                </span>
              </li>
            );
          })}
          {raffles.length > SHOWN ? <li className="px-1 text-sm text-fg-muted 2xl:text-lg">and {raffles.length - SHOWN} more</li> : null}
        </ol>
      )}
    </section>
  );
}
