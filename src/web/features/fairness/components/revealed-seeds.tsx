import type { RevealedSeed } from '../../../../core/contracts/fairness';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRevealedSeeds } from '../api/get-revealed-seeds';

/** Server seeds revealed by rotation, newest first: the seeds past rounds can be checked with. */
export function RevealedSeeds({ onUse }: { onUse: (seed: RevealedSeed) => void }) {
  const revealed = useRevealedSeeds();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Revealed seeds</CardTitle>
        <CardDescription>Each rotation reveals the server seed of the pair it ends.</CardDescription>
      </CardHeader>
      <CardContent>
        {revealed.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : revealed.isError ? (
          <p className="text-sm text-fg-muted">Revealed seeds could not be loaded.</p>
        ) : revealed.data.seeds.length === 0 ? (
          <p className="text-sm text-fg-muted">No seeds revealed yet. Rotate your seeds to reveal the current server seed.</p>
        ) : (
          <ul className="grid gap-2">
            {revealed.data.seeds.map((seed) => (
              <li key={seed.id} className="grid gap-2 rounded-lg border border-line bg-surface-2 p-3 text-xs sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="grid min-w-0 gap-1">
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1">
                    <dt className="text-fg-subtle">Server seed</dt>
                    <dd className="font-mono break-all">{seed.serverSeed}</dd>
                    <dt className="text-fg-subtle">Hash</dt>
                    <dd className="font-mono break-all text-fg-muted">{seed.serverSeedHash}</dd>
                  </dl>
                  <p className="flex flex-wrap gap-x-4 gap-y-1">
                    <span>
                      <span className="text-fg-subtle">Client seed </span>
                      <span className="font-mono">{seed.clientSeed}</span>
                    </span>
                    <span>
                      <span className="text-fg-subtle">Bets </span>
                      {seed.nonce}
                    </span>
                    <span className="text-fg-subtle">Revealed {new Date(seed.revealedAt).toLocaleString()}</span>
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => onUse(seed)}>
                  Use in verifier
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
