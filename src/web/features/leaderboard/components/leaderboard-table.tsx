import { Medal as MedalIcon } from 'lucide-react';
import { formatFowls } from '../../../../core/money';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { PlayerLink } from '../../../components/player-link';
import { medalFor, type Medal, type RankedEntry, type Sort, type SortKey } from '../utils/rank-players';
import { SortableHeader } from './sortable-header';

const medalColours: Record<Medal, string> = { gold: 'text-amber-300', silver: 'text-slate-300', bronze: 'text-orange-400' };

function RankCell({ row }: { row: RankedEntry }) {
  const medal = medalFor(row);
  return (
    <span className="inline-flex items-center gap-1 font-semibold tabular-nums">
      {medal ? <MedalIcon aria-hidden="true" data-medal className={cn('hidden size-4 sm:block', medalColours[medal])} /> : null}
      {row.rank}
    </span>
  );
}

interface LeaderboardTableProps {
  rows: RankedEntry[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  currentUserId: string | null;
}

export function LeaderboardTable({ rows, sort, onSort, currentUserId }: LeaderboardTableProps) {
  const numeric = 'px-1.5 py-3 text-right tabular-nums sm:px-3';
  return (
    // Focusable so a keyboard can scroll the table sideways on a narrow screen.
    <div tabIndex={0} role="region" aria-label="Leaderboard table" className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[320px] text-xs sm:text-sm">
        <caption className="sr-only">Players ranked by fowls wagered on raffles. Column headers sort the table.</caption>
        <thead className="border-b border-line bg-surface-2 text-xs">
          <tr>
            <SortableHeader label="Rank" shortLabel="#" column="rank" sort={sort} onSort={onSort} className="sm:w-16" />
            <SortableHeader label="Player" column="username" sort={sort} onSort={onSort} />
            <SortableHeader label="Fowls Wagered" shortLabel="Wagered" column="raffleWagered" sort={sort} onSort={onSort} align="right" />
            <SortableHeader label="Raffle Wins" shortLabel="Wins" column="totalWins" sort={sort} onSort={onSort} align="right" />
            <SortableHeader label="Balance" column="fowlBalance" sort={sort} onSort={onSort} align="right" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const you = row.id === currentUserId;
            return (
              <tr key={row.id} className={cn('border-b border-line last:border-0', you ? 'bg-accent/10' : 'hover:bg-surface-2/60')}>
                <td className="px-1.5 py-3 sm:px-3">
                  <RankCell row={row} />
                </td>
                <th scope="row" className="px-1.5 py-3 text-left font-normal sm:px-3">
                  <span className="flex min-w-0 items-center gap-2.5">
                    {/* Room for the figures on a phone: the avatar shows from the small breakpoint up. */}
                    <span className="hidden sm:block">
                      <Avatar src={row.avatar} name={row.username} className="size-8" />
                    </span>
                    <span className="grid min-w-0">
                      <span className="flex flex-wrap items-center gap-1.5">
                        <PlayerLink id={row.id} className="text-fg">
                          <span className="font-semibold break-words">{row.username}</span>
                        </PlayerLink>
                        {row.isAdmin ? (
                          <Badge variant="destructive" className="px-1.5 py-0 text-[10px]">
                            ADMIN
                          </Badge>
                        ) : null}
                        {you ? (
                          <Badge variant="accent" className="px-1.5 py-0 text-[10px]">
                            You
                          </Badge>
                        ) : null}
                      </span>
                      <span className="hidden font-mono text-xs text-fg-muted sm:block">{row.steamId}</span>
                    </span>
                  </span>
                </th>
                <td className={numeric}>{formatFowls(row.raffleWagered)}</td>
                <td className={numeric}>{formatFowls(row.totalWins)}</td>
                <td className={numeric}>{formatFowls(row.fowlBalance)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
