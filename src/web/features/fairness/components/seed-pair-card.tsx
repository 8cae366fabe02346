import { Link } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSeedPair } from '../api/get-seed-pair';

/** The player's active seed pair on a game screen: what the next bet will use, and where to check it. */
export function SeedPairCard() {
  const { data: pair, isPending, isError } = useSeedPair();
  return (
    <Card className="grid gap-3 p-4 text-sm" aria-labelledby="seed-pair-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="seed-pair-title" className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden="true" className="size-4 text-success-text" />
          Provably fair
        </h2>
        <Link href="/fairness" className="font-medium text-accent-text underline-offset-4 hover:underline">
          How to verify →
        </Link>
      </div>
      {isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : isError || !pair ? (
        <p className="text-fg-muted">The seed pair could not be loaded.</p>
      ) : (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
          <dt className="text-fg-subtle">Server seed hash</dt>
          <dd className="font-mono text-xs leading-5 break-all text-fg-muted">{pair.serverSeedHash}</dd>
          <dt className="text-fg-subtle">Client seed</dt>
          <dd className="font-mono text-xs leading-5 break-all">{pair.clientSeed}</dd>
          <dt className="text-fg-subtle">Next nonce</dt>
          <dd className="font-mono text-xs leading-5">{pair.nonce}</dd>
        </dl>
      )}
    </Card>
  );
}
