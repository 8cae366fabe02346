import { useState } from 'react';
import { Link } from 'wouter';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import type { FullDrawVerification } from '../../../../core/raffle-verification';
import { isAwaitingDraw, publishedDrawOf } from '../../../../core/raffles';
import { BeaconRecord, DrawVerificationResult, SeedAloneNotice, verifyPublishedDraw, WhyNoOneChoosesLink } from '../../../components/draw-verification';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-mono text-xs break-all text-fg">{value}</dd>
    </div>
  );
}

function pendingText(raffle: RaffleDetail): string {
  if (isAwaitingDraw(raffle)) {
    return raffle.beacon
      ? `Entries are closed and their digest is published. The winner is drawn as soon as beacon round ${raffle.beacon.round} is out; then the seed is revealed.`
      : 'Entries are closed. The seed is revealed once the winner is drawn.';
  }
  if (raffle.status === 'ended') return 'This raffle ended without entries, so there was no draw.';
  return 'The seed is revealed once the winner is drawn.';
}

/**
 * The raffle's fairness record (DESIGN rule 3): the seed hash and the beacon round
 * from creation, the entries digest when they close, and after the draw the seed,
 * the round's randomness and signature and the ticket, all recomputed here in the
 * browser with the code the server drew with, BLS check included.
 */
export function FairnessPanel({ raffle }: { raffle: RaffleDetail }) {
  const [result, setResult] = useState<FullDrawVerification | null>(null);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const draw = publishedDrawOf(raffle);
  const verify = () => {
    if (!draw) return;
    setChecking(true);
    setFailed(false);
    verifyPublishedDraw(draw)
      .then(setResult)
      .catch(() => setFailed(true))
      .finally(() => setChecking(false));
  };

  return (
    <Card id="fairness">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent-text" />
          Provably Fair
        </CardTitle>
        <CardDescription>
          The winner is drawn from HMAC-SHA256(seed, raffle id : entries digest : beacon randomness), walking the entries’ cumulative totals. The seed is fixed
          when the raffle is created and revealed after the draw; the randomness comes from a public drand beacon round published after the entries close, which
          nobody can know in advance.
        </CardDescription>
        <WhyNoOneChoosesLink />
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-2">
          <Field label="Committed seed hash (SHA-256)" value={raffle.seedHash} />
          {raffle.seed ? <Field label="Revealed seed" value={raffle.seed} /> : null}
          {raffle.entriesDigest ? <Field label="Entries digest" value={raffle.entriesDigest} /> : null}
          <BeaconRecord raffle={raffle} />
          {raffle.winningTicket !== null ? <Field label="Winning ticket" value={`${raffle.winningTicket} of ${raffle.totalPool} (0-based)`} /> : null}
        </dl>
        {draw ? (
          <>
            {draw.beaconFallback ? <SeedAloneNotice raffle={raffle} /> : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={verify} disabled={checking}>
                <ShieldCheck aria-hidden="true" className="size-4" />
                {checking ? 'Verifying…' : 'Verify draw'}
              </Button>
              {/* A link anyone can open or share: the fairness page fetches the draw and checks it there. */}
              <Link href={`/fairness?raffle=${encodeURIComponent(raffle.id)}`} className={buttonClass('ghost', 'md')}>
                <ExternalLink aria-hidden="true" className="size-4" />
                Verification link
              </Link>
            </div>
            {result ? <DrawVerificationResult result={result} winnerName={raffle.winner?.username ?? 'The winner'} /> : null}
            {failed ? (
              <p role="alert" className="text-sm text-danger-text">
                The verifier could not be loaded. Please try again.
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-fg-muted">{pendingText(raffle)}</p>
        )}
      </CardContent>
    </Card>
  );
}
