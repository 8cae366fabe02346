import { useCallback } from 'react';
import { Link } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import { CASE_REFUSAL } from '../../../../core/contracts/fowl-case';
import { CASE_PRIZES } from '../../../../core/games/fowl-case';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { FowlAmount } from '../../../components/fowl-amount';
import { PremiumLink } from '../../../components/premium-link';
import { RoundSeeds } from '../../../components/round-seeds';
import { useCaseCount } from '../api/get-case-count';
import { useCaseStatus } from '../api/get-case-status';
import { useCaseOpening, type CasePhase } from '../hooks/use-case-opening';
import { refusalFromStatus } from '../utils/case-refusal';
import { prizeRarity } from '../utils/rarity';
import { CaseChest } from './case-chest';
import { CaseCountdown } from './case-countdown';
import { PrizeStrip, type ReelState } from './prize-strip';
import { rarityStyle } from './prize-style';

const busyLabel: Partial<Record<CasePhase, string>> = {
  shaking: 'Opening…',
  open: 'Opening…',
  strip: 'Rolling…',
  scrolling: 'Rolling…',
  result: 'Opened!',
};

const reelState: Partial<Record<CasePhase, ReelState>> = { strip: 'waiting', scrolling: 'spinning', result: 'stopped' };

/** What a free-trial player reads under the button: their one case, and the way to more. */
function FreeTrialNote({ user, used }: { user: User; used: boolean }) {
  return (
    <div className="grid max-w-md justify-items-center gap-2 text-center text-sm text-fg-muted">
      <p>{used ? CASE_REFUSAL.freeCaseUsed : 'Free trial accounts get one Fowl Case; Premium members open one every 4 hours.'}</p>
      <PremiumLink user={user} size="sm" />
    </div>
  );
}

/** The signed-in case: chest, strip, countdown, the open button and the latest result. */
export function FowlCasePanel({ user }: { user: User }) {
  const status = useCaseStatus(user.id);
  const count = useCaseCount(user.id);
  const { phase, result, decorSeed, timeline, open, stopped } = useCaseOpening(user.id);
  const { refetch } = status;
  const refreshStatus = useCallback(() => void refetch(), [refetch]);

  const busy = phase !== 'ready';
  const reel = reelState[phase];
  const canOpen = status.data?.canOpen ?? false;
  const paused = status.data?.pause !== undefined;
  const freeCaseUsed = status.data !== undefined && refusalFromStatus(status.data) === 'freeCaseUsed';
  const rarity = result ? prizeRarity(result.prizeIndex) : null;

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-6 pt-5 sm:pt-6">
        <div className="grid min-h-44 grid-cols-1 content-center gap-4">
          {reel ? (
            <PrizeStrip
              prizeIndex={result?.prizeIndex ?? null}
              ticket={result?.ticket ?? 0}
              decorSeed={decorSeed}
              state={reel}
              scrollMs={timeline.scrollMs}
              onStopped={stopped}
            />
          ) : (
            <CaseChest open={phase === 'open'} shaking={phase === 'shaking'} />
          )}
          <div className="min-h-8 text-center" role="status">
            {phase === 'result' && result && rarity ? (
              <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-lg font-semibold">
                <span className="case-chip rounded-md px-2 py-0.5 text-xs font-semibold tracking-wide uppercase" style={rarityStyle(result.prizeIndex)}>
                  {rarity.label}
                </span>{' '}
                <span className="flex items-center gap-2">
                  You won <FowlAmount amount={result.fowlsWon} className="text-accent-text" />
                </span>
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
            disabled={busy || status.isPending || user.isSpectator || paused}
            onClick={() => open(status.data)}
          >
            {busyLabel[phase] ?? 'Open Fowl Case'}
          </Button>
          <p className="text-sm text-fg-muted">{count.data === undefined ? '\u00a0' : `Cases opened: ${count.data}`}</p>
          {user.isSpectator ? (
            <p className="text-sm text-fg-muted">Spectators can only watch.</p>
          ) : !user.isSubscribed ? (
            <FreeTrialNote user={user} used={freeCaseUsed} />
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
            <RoundSeeds fairness={result.fairness} />
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
