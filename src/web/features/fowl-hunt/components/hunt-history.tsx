import type { HuntGame } from '../../../../core/contracts/fowl-hunt';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { netFowls, roundAmountText } from '../../../lib/game-amounts';

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

function Row({ game }: { game: HuntGame }) {
  const won = game.result === 'win';
  // A flagged win paid back its bet and nothing more.
  const returned = won && game.flagged;
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <div className="grid gap-0.5">
        <span className="flex items-center gap-2">
          <Badge variant={returned ? 'warning' : won ? 'success' : 'destructive'}>{returned ? 'Bet returned' : won ? 'Win' : 'Loss'}</Badge>
          <span className="text-sm text-fg">{game.expired ? 'Not finished' : `${game.targetsHit}/${game.targetGoal} hits · ${game.accuracy}%`}</span>
        </span>
        <span className="text-xs text-fg-subtle">
          Goal {game.targetGoal} · ×{game.multiplier.toFixed(2)}
          {game.capped ? ' · daily limit' : ''} · {time(game.createdAt)}
        </span>
      </div>
      <span className="grid shrink-0 justify-items-end text-sm tabular-nums">
        <span className={cn('font-semibold', returned ? 'text-fg-muted' : won ? 'text-success-text' : 'text-danger-text')}>
          {returned ? netFowls(game.payout, game.betAmount) : roundAmountText({ won, payout: game.payout, betAmount: game.betAmount })}
        </span>
        {won && !returned ? <span className="text-xs text-fg-subtle">{netFowls(game.payout, game.betAmount)}</span> : null}
      </span>
    </li>
  );
}

/** The last 10 rounds (spec part 2 §9). */
export function HuntHistory({ games, isPending, isError }: { games: HuntGame[] | undefined; isPending: boolean; isError: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Games</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div aria-busy="true" className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : isError ? (
          <p className="text-sm text-danger-text">Could not load your recent games.</p>
        ) : !games || games.length === 0 ? (
          <p className="text-sm text-fg-muted">No games played yet</p>
        ) : (
          <ul className="divide-y divide-line">
            {games.map((g) => (
              <Row key={g.id} game={g} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
