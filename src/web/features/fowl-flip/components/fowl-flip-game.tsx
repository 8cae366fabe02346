import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import type { FlipResult } from '../../../../core/contracts/games';
import { COIN_SIDES, FLIP_ANIMATION_MS, FLIP_HISTORY_SIZE, FLIP_MAX_BET, FLIP_MIN_BET, type CoinSide } from '../../../../core/games/fowl-flip';
import { BetAmountField } from '../../../components/bet-amount-field';
import { GameShortcutsNote } from '../../../components/game-shortcuts';
import { PlayButton } from '../../../components/play-button';
import { SessionStatsCard } from '../../../components/session-stats';
import { RoundResult } from '../../../components/round-result';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { playFailureToast } from '../../../lib/play-refusal';
import { useGameShortcuts, type GameShortcut } from '../../../hooks/use-game-shortcuts';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { useRememberedSettings } from '../../../hooks/use-remembered-settings';
import { useSessionStats } from '../../../hooks/use-session-stats';
import { betSetting } from '../../../lib/bet-amount';
import { useCurrentUser } from '../../../lib/auth';
import { lostFowls, wonFowls } from '../../../lib/game-amounts';
import { momentOf, playMoment } from '../../../lib/game-moments';
import { holdDisplayedBalance, releaseDisplayedBalance } from '../../../lib/balance-hold';
import { cn } from '../../../lib/cn';
import { applyBalanceUpdate } from '../../../lib/balance-update';
import { playSound } from '../../../lib/sounds';
import { useFlipHistory } from '../api/get-flip-history';
import { usePlayFlip } from '../api/play-flip';
import { useCoinSpin } from '../hooks/use-coin-spin';
import { Coin, type CoinState } from './coin';
import { CoinSideIcon } from './coin-side-icon';
import { FlipHistory } from './flip-history';
import { queryKeys } from '../../../lib/query-keys';

const label = (side: CoinSide) => (side === 'heads' ? 'Heads' : 'Tails');
/** However late the answer, the coin takes this long to come to rest once it is in. */
const MIN_SETTLE_MS = 700;
const LIMITS = { min: FLIP_MIN_BET, max: FLIP_MAX_BET };
const SETTINGS = { bet: betSetting(LIMITS), side: z.enum(COIN_SIDES) };
const DEFAULTS: { bet: number; side: CoinSide } = { bet: FLIP_MIN_BET, side: 'heads' };

/**
 * Fowl Flip: the coin starts turning when the bet is sent and comes to rest on the side
 * the server flipped, 2 s after the click (spec §4); the result shows once it lies still.
 */
export function FowlFlipGame({ onRoundStarted }: { onRoundStarted?: () => void }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const history = useFlipHistory(user?.id);
  const play = usePlayFlip();
  const [settings, remember] = useRememberedSettings('fowl-flip', SETTINGS, DEFAULTS);
  const session = useSessionStats('fowl-flip');
  const [betText, setBetText] = useState(String(settings.bet));
  const choice = settings.side;
  const setChoice = (side: CoinSide) => remember({ side });
  const [flipping, setFlipping] = useState(false);
  const [outcome, setOutcome] = useState<FlipResult | null>(null);
  const reducedMotion = useReducedMotion();
  const { coin, spin, land: settleCoin } = useCoinSpin(reducedMotion);
  const mounted = useRef(true);

  useEffect(
    () => () => {
      mounted.current = false;
      releaseDisplayedBalance();
    },
    [],
  );

  const balance = user?.fowlBalance ?? 0;

  function land(result: FlipResult, fowlBalance: number) {
    setFlipping(false);
    setOutcome(result);
    session.record(result);
    applyBalanceUpdate(queryClient, { fowlBalance });
    releaseDisplayedBalance();
    if (user) {
      queryClient.setQueryData<FlipResult[]>(queryKeys.fowlFlip.history(user.id), (old) => [result, ...(old ?? [])].slice(0, FLIP_HISTORY_SIZE));
    }
    playMoment(momentOf(result.won, result.payout, result.betAmount), result.betAmount > 0 ? result.payout / result.betAmount : 1);
  }

  function onFlip() {
    const bet = Number(betText);
    if (!Number.isSafeInteger(bet) || bet < FLIP_MIN_BET) {
      toast({ title: 'Invalid Bet', description: `Minimum bet is ${FLIP_MIN_BET} fowls`, variant: 'destructive' });
      return;
    }
    if (bet > FLIP_MAX_BET) {
      toast({ title: 'Invalid Bet', description: `Maximum bet is ${FLIP_MAX_BET} fowls`, variant: 'destructive' });
      return;
    }
    if (bet > balance) {
      toast({ title: 'Insufficient Balance', description: "You don't have enough fowls for this bet", variant: 'destructive' });
      return;
    }
    setOutcome(null);
    setFlipping(true);
    playSound('whoosh', 0.3);
    // The coin turns from the click; the header keeps the old balance until it lands.
    holdDisplayedBalance(balance);
    const sentAt = performance.now();
    spin();
    play.mutate(
      { betAmount: bet, selectedSide: choice },
      {
        onSuccess: ({ result, fowlBalance }) => {
          onRoundStarted?.();
          const settleMs = Math.max(MIN_SETTLE_MS, FLIP_ANIMATION_MS - (performance.now() - sentAt));
          void settleCoin(result.result, settleMs).then(() => {
            if (mounted.current) land(result, fowlBalance);
          });
        },
        onError: (error) => {
          // No answer, no side: the coin lies back down where it started.
          void settleCoin(outcome?.result ?? 'heads', MIN_SETTLE_MS).then(() => setFlipping(false));
          releaseDisplayedBalance();
          toast(playFailureToast(error, 'Failed to flip coin', 'Please try again.'));
        },
      },
    );
  }

  const busy = play.isPending || flipping;
  const shortcuts: GameShortcut[] = [
    { key: 'b', label: 'Flip Coin', run: onFlip, enabled: !busy },
    { key: 'h', label: 'Call Heads', run: () => setChoice('heads'), enabled: !busy },
    { key: 't', label: 'Call Tails', run: () => setChoice('tails'), enabled: !busy },
  ];
  useGameShortcuts(shortcuts);
  const coinState: CoinState = flipping ? 'spinning' : outcome ? (outcome.won ? 'won' : 'lost') : 'resting';

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
      <Card>
        <CardContent className="grid gap-5 pt-5 sm:pt-6">
          <Coin turnRef={coin} state={coinState} />
          {/* The moment and the line before it share one box, so nothing below jumps between flips. */}
          <div className="grid min-h-[5.75rem] content-center">
            {outcome && !flipping ? (
              <RoundResult
                moment={momentOf(outcome.won, outcome.payout, outcome.betAmount)}
                title={`${label(outcome.result)}! You called ${label(outcome.selectedSide)}.`}
                amounts={outcome}
              />
            ) : null}
            <p role="status" aria-live="polite" className={outcome && !flipping ? 'sr-only' : 'text-center font-semibold'}>
              {flipping ? (
                'Flipping…'
              ) : outcome ? (
                <span className={outcome.won ? 'text-success-text' : 'text-danger-text'}>
                  {label(outcome.result)}! {outcome.won ? `${wonFowls(outcome.payout)}.` : `${lostFowls(outcome.betAmount)}.`}
                </span>
              ) : (
                <span className="text-fg-muted">Call it: heads or tails. A win pays double.</span>
              )}
            </p>
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium">Your call</legend>
            <div className="grid grid-cols-2 gap-2">
              {COIN_SIDES.map((side) => (
                <Button
                  key={side}
                  variant={choice === side ? 'primary' : 'outline'}
                  aria-pressed={choice === side}
                  disabled={busy}
                  onClick={() => setChoice(side)}
                  className={cn(choice === side && 'ring-2 ring-accent/50')}
                >
                  <CoinSideIcon side={side} className="size-4" />
                  {label(side)}
                </Button>
              ))}
            </div>
          </fieldset>

          <BetAmountField value={betText} onChange={setBetText} onBet={(bet) => remember({ bet })} limits={LIMITS} balance={balance} disabled={busy} />

          <PlayButton onPlay={onFlip} unavailable={busy} pending={play.isPending} shortcut="b">
            <Coins aria-hidden="true" className="size-5" />
            Flip Coin
          </PlayButton>
          <GameShortcutsNote shortcuts={shortcuts} />
        </CardContent>
      </Card>
      <div className="grid content-start gap-4">
        <SessionStatsCard stats={session.stats} onReset={session.reset} />
        <FlipHistory history={history.data} isPending={history.isPending} isError={history.isError} />
      </div>
    </div>
  );
}
