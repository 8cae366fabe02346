import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { RefreshCw, Search, Trophy } from 'lucide-react';
import { LEADERBOARD_SIZE } from '../../../../core/contracts/leaderboard';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLeaderboard } from '../api/get-leaderboard';
import { DEFAULT_SORT, nextSort, rankPlayers, withRanks, type Sort, type SortKey } from '../utils/rank-players';
import { LeaderboardTable } from './leaderboard-table';

const SEARCH_MAX_LENGTH = 64;

function LoadingRows() {
  return (
    <div aria-busy="true" className="grid gap-2">
      <span className="sr-only" role="status">
        Loading the leaderboard
      </span>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Trophy aria-hidden="true" className="size-8 text-fg-subtle" />
      <p className="font-semibold text-fg">{title}</p>
      {children}
    </Card>
  );
}

/** Search, sort and the ranked table; all in the browser over the cached top list. */
export function LeaderboardView({ currentUserId }: { currentUserId: string | null }) {
  const board = useLeaderboard();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const deferredQuery = useDeferredValue(query);
  const ranked = useMemo(() => withRanks(board.data?.leaderboard ?? []), [board.data]);
  const rows = useMemo(() => rankPlayers(ranked, deferredQuery, sort), [ranked, deferredQuery, sort]);
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  let body: ReactNode;
  if (board.isPending) body = <LoadingRows />;
  else if (board.isError) {
    body = (
      <div role="alert">
        <Message title="Could not load the leaderboard.">
          <Button variant="outline" size="sm" onClick={() => void board.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </Message>
      </div>
    );
  } else if (ranked.length === 0) body = <Message title="No players on the leaderboard yet." />;
  else if (rows.length === 0) body = <Message title={`No players match “${deferredQuery.trim()}”.`} />;
  else body = <LeaderboardTable rows={rows} sort={sort} onSort={onSort} currentUserId={currentUserId} />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid w-full gap-1.5 sm:max-w-sm">
          <Label htmlFor={searchId}>Search players</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle" />
            <Input
              id={searchId}
              type="search"
              value={query}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Username or Steam ID"
              autoComplete="off"
              spellCheck={false}
              className="pl-9"
            />
          </div>
        </div>
        {board.data ? (
          <p className="text-xs text-fg-muted">
            {/* Only the count is announced: the update time changes on every poll. */}
            <span aria-live="polite">
              {rows.length} of {ranked.length} players
            </span>
            {` · top ${LEADERBOARD_SIZE} · updated ${new Date(board.data.updatedAt).toLocaleTimeString()}`}
          </p>
        ) : null}
      </div>
      {body}
    </div>
  );
}
