import type { PlinkoDrop } from '../../../../core/contracts/plinko';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { netFowls } from '../../../lib/game-amounts';

const riskLabel = (risk: string) => risk.charAt(0).toUpperCase() + risk.slice(1);

/** The last 10 drops, newest first. */
export function PlinkoHistory({ history, isPending, isError }: { history: PlinkoDrop[] | undefined; isPending: boolean; isError: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Last 10 drops</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError ? (
          <p className="text-sm text-fg-muted">Your drops could not be loaded.</p>
        ) : !history || history.length === 0 ? (
          <p className="text-sm text-fg-muted">No drops yet</p>
        ) : (
          <ol className="grid gap-1.5" aria-label="Your last drops">
            {history.map((drop) => {
              const net = drop.payout - drop.betAmount;
              return (
                <li
                  key={drop.id}
                  data-drop={drop.id}
                  className="flex items-center justify-between gap-3 rounded-md border border-line bg-surface-2 px-3 py-2 text-sm"
                >
                  <span>
                    <span className="font-semibold tabular-nums">{drop.multiplier}×</span>
                    <span className="text-fg-subtle">
                      {' '}
                      · {drop.rows} rows · {riskLabel(drop.risk)}
                      {drop.bonus ? ' · coop bonus' : ''}
                    </span>
                  </span>
                  <Badge variant={net > 0 ? 'success' : net < 0 ? 'destructive' : 'outline'}>{netFowls(drop.payout, drop.betAmount)}</Badge>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
