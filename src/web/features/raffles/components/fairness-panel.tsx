import { useState } from 'react';
import { Link } from 'wouter';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { publishedDrawOf, verifyRaffleDraw, type DrawVerification } from '../../../../core/raffles';
import { DrawVerificationResult } from '../../../components/draw-verification';
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

/**
 * The raffle's fairness record (DESIGN rule 3): the seed hash from creation, and
 * after the draw the seed, the entries digest and the ticket, recomputed here in
 * the browser with the code the server drew with.
 */
export function FairnessPanel({ raffle }: { raffle: RaffleDetail }) {
  const [result, setResult] = useState<DrawVerification | null>(null);
  const draw = publishedDrawOf(raffle);
  const verify = () => {
    if (draw) setResult(verifyRaffleDraw(draw));
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
        {draw ? (
          <>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={verify}>
                <ShieldCheck aria-hidden="true" className="size-4" />
                Verify draw
              </Button>
              {/* A link anyone can open or share: the fairness page fetches the draw and checks it there. */}
              <Link href={`/fairness?raffle=${encodeURIComponent(raffle.id)}`} className={buttonClass('ghost', 'md')}>
                <ExternalLink aria-hidden="true" className="size-4" />
                Verification link
              </Link>
            </div>
            {result ? <DrawVerificationResult result={result} winnerName={raffle.winner?.username ?? 'The winner'} /> : null}
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
