import { useCallback } from 'react';
import { Link } from 'wouter';
import { Crown, ShieldCheck } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import { CASE_PRIZES } from '../../../../core/games/fowl-case';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { FowlAmount } from '../../../components/fowl-amount';
import { useCaseCount } from '../api/get-case-count';
import { useCaseStatus } from '../api/get-case-status';
import { useCaseOpening, type CasePhase } from '../hooks/use-case-opening';
import { CaseChest } from './case-chest';
import { CaseCountdown } from './case-countdown';
import { PrizeStrip } from './prize-strip';

const busyLabel: Partial<Record<CasePhase, string>> = {
  shaking: 'Opening…',
  open: 'Opening…',
  strip: 'Rolling…',
  scrolling: 'Rolling…',
  result: 'Opened!',
};

function Seeds({ fairness }: { fairness: { serverSeedHash: string; clientSeed: string; nonce: number } }) {
  return (
    <dl className="grid gap-1 text-left text-xs text-fg-muted sm:grid-cols-[auto_1fr] sm:gap-x-3">
      <dt>Server seed hash</dt>
      <dd className="font-mono break-all text-fg">{fairness.serverSeedHash}</dd>
      <dt>Client seed</dt>
      <dd className="font-mono text-fg">{fairness.clientSeed}</dd>
      <dt>Nonce</dt>
      <dd className="font-mono text-fg">{fairness.nonce}</dd>
    </dl>
  );
}

/** The signed-in case: chest, strip, countdown, the open button and the latest result. */
export function FowlCasePanel({ user }: { user: User }) {
  const status = useCaseStatus(user.id);
  const count = useCaseCount(user.id);
  const { phase, result, decorSeed, timeline, open } = useCaseOpening(user.id);
  const { refetch } = status;
  const refreshStatus = useCallback(() => void refetch(), [refetch]);

  const busy = phase !== 'ready';
  const stripVisible = phase === 'strip' || phase === 'scrolling' || phase === 'result';
  const canOpen = status.data?.canOpen ?? false;

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-6 pt-5 sm:pt-6">
        <div className="grid min-h-44 grid-cols-1 content-center gap-4">
          {stripVisible ? (
            <PrizeStrip
              prizeIndex={result?.prizeIndex ?? null}
              ticket={result?.ticket ?? 0}
              decorSeed={decorSeed}
              landed={phase === 'scrolling' || phase === 'result'}
              scrollMs={timeline.scrollMs}
            />
          ) : (
            <CaseChest open={phase === 'open'} shaking={phase === 'shaking'} />
          )}
          <div className="min-h-8 text-center" role="status">
            {phase === 'result' && result ? (
              <p className="flex items-center justify-center gap-2 text-lg font-semibold">
                You won <FowlAmount amount={result.fowlsWon} className="text-accent-text" />
              </p>
            ) : null}
          </div>
        </div>

        <div className="grid justify-items-center gap-3">
          {status.isPending ? (
            <Skeleton className="h-10 w-40" />
          ) : status.isError ? (
            <p className="text-sm text-danger-text">Could not check your case. It will retry shortly.</p>
          ) : (
            <CaseCountdown status={status.data} onElapsed={refreshStatus} />
          )}
          <Button
            size="lg"
            className="w-full max-w-xs"
            variant={canOpen || busy ? 'primary' : 'secondary'}
            loading={busy && phase !== 'result'}
            disabled={busy || status.isPending || user.isSpectator}
            onClick={() => open(canOpen)}
          >
            {busyLabel[phase] ?? 'Open Fowl Case'}
          </Button>
          <p className="text-sm text-fg-muted">
            {count.data === undefined ? '\u00a0' : `Cases opened: ${count.data}`}
          </p>
          {user.isSpectator ? (
            <p className="text-sm text-fg-muted">Spectators can only watch.</p>
          ) : !user.isSubscribed ? (
            <p className="max-w-md text-center text-sm text-fg-muted">
              Free trial accounts get one Fowl Case.{' '}
              <Link href="/subscriptions" className="inline-flex items-center gap-1 font-medium text-premium-text underline-offset-2 hover:underline">
                <Crown aria-hidden="true" className="size-3.5" />
                Upgrade to Premium
              </Link>{' '}
              to open one every 4 hours.
            </p>
          ) : (
            <p className="text-sm text-fg-muted">Premium: one case every 4 hours.</p>
          )}
        </div>

        {result && (phase === 'result' || phase === 'ready') ? (
          <div className="grid gap-2 rounded-lg border border-line bg-surface-2 p-4">
            <p className="text-sm">
              {phase === 'ready' ? 'Last opening: ' : ''}Ticket <span className="font-mono font-semibold">{result.ticket}</span> fell in the{' '}
              {CASE_PRIZES[result.prizeIndex]?.fromTicket}–{CASE_PRIZES[result.prizeIndex]?.toTicket} range: {result.fowlsWon} fowls.
            </p>
            <Seeds fairness={result.fairness} />
          </div>
        ) : null}

        <Link href="/fairness" className={buttonClass('outline', 'sm', 'h-auto min-h-8 justify-self-center py-1.5 text-center whitespace-normal')}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          Verify any opening on the fairness page
        </Link>
      </CardContent>
    </Card>
  );
}
