import { AlertTriangle, Check, CheckCircle2, X, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { RaffleDetail } from '../../core/contracts/raffles';
import type { FullDrawVerification } from '../../core/raffle-verification';
import type { PublishedDraw } from '../../core/raffles';
import { cn } from '../lib/cn';

/**
 * Recomputes a published draw in the browser, beacon round and BLS check included.
 * The pairing code is loaded only now, on the pages that verify: it is too heavy
 * for the first screen.
 */
export async function verifyPublishedDraw(draw: PublishedDraw): Promise<FullDrawVerification> {
  const { verifyRaffleDrawWithBeacon } = await import('../../core/raffle-verification');
  return verifyRaffleDrawWithBeacon(draw);
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-mono text-xs break-all text-fg">{value}</dd>
    </div>
  );
}

const timeOf = (iso: string): string => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** What marks a draw made without the public beacon, on its page, the list and the verifier (docs/decisions/0047). */
export const WITHOUT_BEACON = 'Drawn without the beacon';

/** Why a draw went without the beacon, in the server's words when it recorded them. */
export function withoutBeaconReason(beacon: RaffleDetail['beacon']): string {
  if (!beacon) return 'this raffle was drawn before public beacon rounds were used';
  return beacon.fallbackReason ?? `no relay gave beacon round ${beacon.round} in time`;
}

/** Shown wherever a draw is: it did not use the public beacon, and says why in plain words. */
export function SeedAloneNotice({ raffle }: { raffle: Pick<RaffleDetail, 'beacon'> }) {
  return (
    <p role="note" className="flex gap-2 rounded-lg border border-amber-400/50 bg-amber-400/10 p-3 text-sm wrap-anywhere text-amber-100">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
      <span>
        <strong className="font-semibold">{WITHOUT_BEACON}</strong>: {withoutBeaconReason(raffle.beacon)}. It was drawn from the seed alone, which the operator
        knew, so this draw does not include public randomness.
      </span>
    </p>
  );
}

/** The beacon part of a raffle's fairness record: the chain, the round and what it published. */
export function BeaconRecord({ raffle }: { raffle: Pick<RaffleDetail, 'beacon' | 'status'> }) {
  const { beacon } = raffle;
  if (!beacon) return null;
  return (
    <>
      <Field label="drand chain hash" value={beacon.chain.hash} />
      <Field
        label="Beacon round"
        value={`${beacon.round} (${beacon.randomness ? 'published' : beacon.fallback ? 'was due' : 'due'} ${timeOf(beacon.roundTime)})`}
      />
      {beacon.randomness ? <Field label="Round randomness" value={beacon.randomness} /> : null}
      {beacon.signature ? <Field label="Round signature (BLS)" value={beacon.signature} /> : null}
    </>
  );
}

/** Every check of a raffle draw, recomputed in the browser, and the verdict. */
export function DrawVerificationResult({ result, winnerName }: { result: FullDrawVerification; winnerName: string }) {
  const beacon = result.beacon;
  const checks: (readonly [string, boolean])[] = [
    ['The seed matches the hash committed at creation', result.seedMatchesHash],
    ["The entries digest matches the raffle's entries", result.digestMatches],
    ...(beacon
      ? ([
          ["The beacon chain's info matches its chain hash", beacon.chainMatchesHash],
          ['The round is the first one published after the entries closed', beacon.roundMatches],
          ["The round's BLS signature verifies against the chain's public key", beacon.signatureValid],
          ["The round's randomness is the SHA-256 of its signature", beacon.randomnessMatches],
          ['The seed, digest and randomness give the published winning ticket', result.ticketMatches],
        ] as const)
      : ([['The seed and digest give the published winning ticket', result.ticketMatches]] as const)),
    ['That ticket falls to the recorded winner', result.winnerMatches],
  ];
  return (
    <div
      role="status"
      className={
        result.ok ? 'grid gap-2 rounded-lg border border-success/50 bg-success/10 p-3' : 'grid gap-2 rounded-lg border border-danger/50 bg-danger/10 p-3'
      }
    >
      <p className="flex items-center gap-2 font-semibold">
        {result.ok ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-success-text" />
        ) : (
          <XCircle aria-hidden="true" className="size-5 text-danger-text" />
        )}
        {result.ok ? `Draw verified: ${winnerName} won fairly.` : 'Draw mismatch: this result does not check out.'}
      </p>
      <ul className="grid gap-1 text-sm">
        {checks.map(([label, ok]) => (
          <li key={label} className={cn('flex items-start gap-1.5', ok ? 'text-success-text' : 'text-danger-text')}>
            {ok ? <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
            <span>
              <span className="sr-only">{ok ? 'Checks out: ' : 'Does not check out: '}</span>
              {label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The link to the plain-words page on why the operator cannot pick a raffle's winner. */
export function WhyNoOneChoosesLink() {
  return (
    <Link href="/fairness/raffles" className="text-sm font-medium text-accent-text underline underline-offset-2">
      Why no one, not even we, can choose the winner
    </Link>
  );
}
