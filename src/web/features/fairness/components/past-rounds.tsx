import type { FairRound } from '../../../../core/contracts/fairness';
import { formatFowls } from '../../../../core/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { roundStatusLabel } from '../../../lib/round-status';
import { useFairRounds } from '../api/get-fair-rounds';
import { verifierFor } from '../verifiers';

/** The player's finished rounds; once a round's seed is revealed, "Verify" fills the verifier with it. */
export function PastRounds({ onVerify }: { onVerify: (round: FairRound) => void }) {
  const rounds = useFairRounds();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your past rounds</CardTitle>
        <CardDescription>The last 50. A round can be verified once its server seed has been revealed by a rotation.</CardDescription>
      </CardHeader>
      <CardContent>
        {rounds.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : rounds.isError ? (
          <p className="text-sm text-fg-muted">Your rounds could not be loaded.</p>
        ) : rounds.data.rounds.length === 0 ? (
          <p className="text-sm text-fg-muted">No rounds played yet.</p>
        ) : (
          <ul className="grid gap-2">
            {rounds.data.rounds.map((round) => {
              const entry = verifierFor(round.game);
              const verifiable = round.serverSeed !== null && entry !== undefined;
              const won = round.payout > 0;
              return (
                <li
                  key={round.id}
                  data-round={round.id}
                  className="grid gap-2 rounded-lg border border-line bg-surface-2 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
                >
                  <div className="grid gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{entry?.label ?? round.game}</span>
                      <Badge variant={won ? 'success' : 'outline'}>{roundStatusLabel(round.status)}</Badge>
                      <span className="text-xs text-fg-subtle">{new Date(round.createdAt).toLocaleString()}</span>
                    </div>
                    <p className="text-xs text-fg-muted">
                      Bet {formatFowls(round.betAmount)} · paid {formatFowls(round.payout)} · nonce {round.nonce} · client seed{' '}
                      <span className="font-mono">{round.clientSeed}</span>
                    </p>
                  </div>
                  {verifiable ? (
                    <Button size="sm" variant="outline" onClick={() => onVerify(round)} aria-label={`Verify ${entry.label} round, nonce ${round.nonce}`}>
                      Verify
                    </Button>
                  ) : (
                    <span className="text-xs text-fg-subtle">{entry ? 'Rotate your seeds to verify' : 'No verifier for this game yet'}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
