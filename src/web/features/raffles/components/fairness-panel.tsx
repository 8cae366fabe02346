import { useState } from 'react';
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { verifyRaffleDraw, type DrawVerification } from '../../../../core/raffles';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-mono text-xs break-all text-fg">{value}</dd>
    </div>
  );
}

function VerificationResult({ result, winnerName }: { result: DrawVerification; winnerName: string }) {
  const checks = [
    ['The seed matches the hash committed at creation', result.seedMatchesHash],
    ['The entries digest matches the entries below', result.digestMatches],
    ['The seed and digest give the published winning ticket', result.ticketMatches],
    ['That ticket falls to the recorded winner', result.winnerMatches],
  ] as const;
  return (
    <div role="status" className={result.ok ? 'grid gap-2 rounded-lg border border-success/50 bg-success/10 p-3' : 'grid gap-2 rounded-lg border border-danger/50 bg-danger/10 p-3'}>
      <p className="flex items-center gap-2 font-semibold">
        {result.ok ? <CheckCircle2 aria-hidden="true" className="size-5 text-success-text" /> : <XCircle aria-hidden="true" className="size-5 text-danger-text" />}
        {result.ok ? `Draw verified: ${winnerName} won fairly.` : 'Draw mismatch: this result does not check out.'}
      </p>
      <ul className="grid gap-1 text-sm">
        {checks.map(([label, ok]) => (
          <li key={label} className={ok ? 'text-success-text' : 'text-danger-text'}>
            {ok ? '✓' : '✗'} {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The raffle's fairness record (DESIGN rule 3): the seed hash from creation, and
 * after the draw the seed, the entries digest and the ticket, recomputed here in
 * the browser with the code the server drew with.
 */
export function FairnessPanel({ raffle }: { raffle: RaffleDetail }) {
  const [result, setResult] = useState<DrawVerification | null>(null);
  const drawn = raffle.status === 'completed' && raffle.seed && raffle.entriesDigest && raffle.winningTicket !== null && raffle.winnerId;

  const verify = () => {
    if (!drawn) return;
    setResult(
      verifyRaffleDraw({
        raffleId: raffle.id,
        seed: raffle.seed!,
        seedHash: raffle.seedHash,
        entriesDigest: raffle.entriesDigest!,
        winningTicket: raffle.winningTicket!,
        winnerId: raffle.winnerId!,
        entries: raffle.entriesWithUsers,
      }),
    );
  };

  return (
    <Card id="fairness">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent-text" />
          Provably Fair
        </CardTitle>
        <CardDescription>
          The winner is drawn from HMAC-SHA256(seed, raffle id : entries digest), walking the entries’ cumulative totals. The seed is fixed
          when the raffle is created and revealed after the draw.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-2">
          <Field label="Committed seed hash (SHA-256)" value={raffle.seedHash} />
          {raffle.seed ? <Field label="Revealed seed" value={raffle.seed} /> : null}
          {raffle.entriesDigest ? <Field label="Entries digest" value={raffle.entriesDigest} /> : null}
          {raffle.winningTicket !== null ? <Field label="Winning ticket" value={`${raffle.winningTicket} of ${raffle.totalPool} (0-based)`} /> : null}
        </dl>
        {drawn ? (
          <>
            <Button variant="outline" onClick={verify}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              Verify draw
            </Button>
            {result ? <VerificationResult result={result} winnerName={raffle.winner?.username ?? 'The winner'} /> : null}
          </>
        ) : (
          <p className="text-sm text-fg-muted">
            {raffle.status === 'ended' ? 'This raffle ended without entries, so there was no draw.' : 'The seed is revealed once the winner is drawn.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
