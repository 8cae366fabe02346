import type { FlipResult } from '../../../../core/contracts/games';
import { RoundAmountBadge } from '../../../components/round-amount-badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

const label = (side: string) => side.charAt(0).toUpperCase() + side.slice(1);

/** The last 10 flips (spec §2), newest first. */
export function FlipHistory({ history, isPending, isError }: { history: FlipResult[] | undefined; isPending: boolean; isError: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Last 10 flips</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError ? (
          <p className="text-sm text-fg-muted">Your flips could not be loaded.</p>
        ) : !history || history.length === 0 ? (
          <p className="text-sm text-fg-muted">No flips yet</p>
        ) : (
          <ol className="grid gap-1.5">
            {history.map((flip) => (
              <li key={flip.id} className="flex items-center justify-between gap-3 rounded-md border border-line bg-surface-2 px-3 py-2 text-sm">
                <span>
                  {label(flip.result)}
                  <span className="text-fg-subtle"> · called {label(flip.selectedSide)}</span>
                </span>
                <RoundAmountBadge round={flip} />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
