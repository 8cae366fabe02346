import type { DefuseGame } from '../../../../core/contracts/games';
import { DEFUSE_SAFE_CUTS_TO_WIN, wireLabel } from '../../../../core/games/defuse-la-bomba';
import { RoundAmountBadge } from '../../../components/round-amount-badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { wireColours } from './wire-colours';

/** The last 10 games (spec §2): result, safe cuts, the bomb wire and the payout. */
export function DefuseHistory({ history, isPending, isError }: { history: DefuseGame[] | undefined; isPending: boolean; isError: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Last 10 games</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError ? (
          <p className="text-sm text-fg-muted">Your games could not be loaded.</p>
        ) : !history || history.length === 0 ? (
          <p className="text-sm text-fg-muted">No games played yet</p>
        ) : (
          <ol className="grid gap-1.5">
            {history.map((game) => (
              <li key={game.id} className="flex items-center justify-between gap-3 rounded-md border border-line bg-surface-2 px-3 py-2 text-sm">
                <span className="flex items-center gap-2">
                  {game.bombWire !== null ? <span aria-hidden="true" className={cn('size-3 rounded-full', wireColours[game.bombWire]?.dot)} /> : null}
                  <span>
                    {game.wiresCorrect}/{DEFUSE_SAFE_CUTS_TO_WIN} safe
                    {game.bombWire !== null ? <span className="text-fg-subtle"> · bomb: {wireLabel(game.bombWire)}</span> : null}
                  </span>
                </span>
                <RoundAmountBadge round={game} />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
