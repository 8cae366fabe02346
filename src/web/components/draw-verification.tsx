import { CheckCircle2, XCircle } from 'lucide-react';
import type { DrawVerification } from '../../core/raffles';

/** The four checks of a raffle draw, recomputed in the browser, and their verdict. */
export function DrawVerificationResult({ result, winnerName }: { result: DrawVerification; winnerName: string }) {
  const checks = [
    ['The seed matches the hash committed at creation', result.seedMatchesHash],
    ["The entries digest matches the raffle's entries", result.digestMatches],
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
