import { Trophy } from 'lucide-react';
import type { RecentWinner } from '../../../../core/contracts/spectator';
import { FowlAmount } from '../../../components/fowl-amount';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';

const timeAgo = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' });

function ago(iso: string, now: number): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  if (minutes > -60) return timeAgo.format(Math.min(0, minutes), 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -48) return timeAgo.format(hours, 'hour');
  return timeAgo.format(Math.round(hours / 24), 'day');
}

/** The latest raffle winners, newest first. */
export function RecentWinnersList({
  winners,
  loading,
  failed,
  now,
}: {
  winners: readonly RecentWinner[] | undefined;
  loading: boolean;
  failed: boolean;
  now: number;
}) {
  return (
    <section aria-labelledby="recent-winners-title" className="grid gap-3 rounded-2xl border border-line bg-surface p-4 xl:p-5 2xl:p-6">
      <h2 id="recent-winners-title" className="flex items-center gap-2 text-lg font-bold xl:text-xl 2xl:text-3xl">
        <Trophy aria-hidden="true" className="size-5 text-accent-text 2xl:size-7" />
        Recent winners
      </h2>
      {loading ? (
        <div className="grid gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : failed && !winners ? (
        <p className="text-fg-muted 2xl:text-xl">Winners could not be loaded. Retrying…</p>
      ) : !winners || winners.length === 0 ? (
        <p className="text-fg-muted 2xl:text-xl">No raffle has been drawn yet.</p>
      ) : (
        <ol className="grid gap-2">
          {winners.map((w) => (
            <li key={w.raffleId} className="flex items-center gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2 2xl:px-4 2xl:py-3">
              <Avatar src={w.winner.avatar} name={w.winner.username} className="size-9 2xl:size-12" />
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-semibold xl:text-lg 2xl:text-2xl">{w.winner.username}</span>
                <span className="truncate text-sm text-fg-muted xl:text-base 2xl:text-lg">
                  {w.itemName ?? w.raffleName} · <time dateTime={w.drawnAt}>{ago(w.drawnAt, now)}</time>
                </span>
              </span>
              <FowlAmount amount={w.totalPool} className="text-sm xl:text-base 2xl:text-xl" iconClassName="size-4 2xl:size-5" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
