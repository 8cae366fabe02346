import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import type { FlipResult } from '../../../../core/contracts/games';
import { COIN_SIDES, FLIP_ANIMATION_MS, FLIP_HISTORY_SIZE, FLIP_MIN_BET, type CoinSide } from '../../../../core/games/fowl-flip';
import { FowlAmount } from '../../../components/fowl-amount';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { holdDisplayedBalance, releaseDisplayedBalance } from '../../../lib/balance-hold';
import { cn } from '../../../lib/cn';
import { applyBalanceUpdate } from '../../../lib/socket';
import { playSound } from '../../../lib/sounds';
import { flipHistoryQueryKey, useFlipHistory } from '../api/get-flip-history';
import { usePlayFlip } from '../api/play-flip';
import { Coin } from './coin';
import { FlipHistory } from './flip-history';

const label = (side: CoinSide) => (side === 'heads' ? 'Heads' : 'Tails');

/** Fowl Flip: the server flips; the coin spins for 2 s and lands on the server's side. */
export function FowlFlipGame({ onRoundStarted }: { onRoundStarted?: () => void }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const history = useFlipHistory(user?.id);
  const play = usePlayFlip();
  const [betText, setBetText] = useState(String(FLIP_MIN_BET));
  const [choice, setChoice] = useState<CoinSide>('heads');
  const [coin, setCoin] = useState<{ side: CoinSide; turns: number }>({ side: 'heads', turns: 0 });
  const [flipping, setFlipping] = useState(false);
  const [outcome, setOutcome] = useState<FlipResult | null>(null);
  const landTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const betId = useId();

  useEffect(
    () => () => {
      clearTimeout(landTimer.current);
      releaseDisplayedBalance();
    },
    [],
  );

  const balance = user?.fowlBalance ?? 0;

  function land(result: FlipResult, fowlBalance: number) {
    setFlipping(false);
    setOutcome(result);
    applyBalanceUpdate(queryClient, { fowlBalance });
    releaseDisplayedBalance();
    if (user) {
      queryClient.setQueryData<FlipResult[]>(flipHistoryQueryKey(user.id), (old) => [result, ...(old ?? [])].slice(0, FLIP_HISTORY_SIZE));
    }
    playSound(result.won ? 'coin' : 'error', result.won ? 0.5 : 0.3);
  }

  function onFlip() {
    const bet = Number(betText);
    if (!Number.isSafeInteger(bet) || bet < FLIP_MIN_BET) {
      toast({ title: 'Invalid Bet', description: `Minimum bet is ${FLIP_MIN_BET} fowls`, variant: 'destructive' });
      return;
    }
    if (bet > balance) {
      toast({ title: 'Insufficient Balance', description: "You don't have enough fowls for this bet", variant: 'destructive' });
      return;
    }
    setOutcome(null);
    playSound('click', 0.3);
    // The server answers at once; the header keeps the old balance until the coin lands.
    holdDisplayedBalance(balance);
    play.mutate(
      { betAmount: bet, selectedSide: choice },
      {
        onSuccess: ({ result, fowlBalance }) => {
          setFlipping(true);
          setCoin((c) => ({ side: result.result, turns: c.turns + 5 }));
          onRoundStarted?.();
          clearTimeout(landTimer.current);
          landTimer.current = setTimeout(() => land(result, fowlBalance), FLIP_ANIMATION_MS);
        },
        onError: (error) => {
          releaseDisplayedBalance();
          toast({ title: 'Failed to flip coin', description: userFacingMessage(error, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  }

  const busy = play.isPending || flipping;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
      <Card>
        <CardContent className="grid gap-5 pt-5 sm:pt-6">
          <Coin side={coin.side} turns={coin.turns} />
          <p role="status" aria-live="polite" className="min-h-6 text-center font-semibold">
            {flipping || play.isPending ? (
              'Flipping…'
            ) : outcome ? (
              <span className={outcome.won ? 'text-success-text' : 'text-danger-text'}>
                {label(outcome.result)}! {outcome.won ? `You won ${outcome.payout} fowls.` : `You lost ${outcome.betAmount} fowls.`}
              </span>
            ) : (
              <span className="text-fg-muted">Call it: heads or tails. A win pays double.</span>
            )}
          </p>

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
                  {side === 'heads' ? '🐔' : '🥚'} {label(side)}
                </Button>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-1.5">
            <Label htmlFor={betId}>Bet (minimum {FLIP_MIN_BET} fowls)</Label>
            <Input id={betId} type="number" inputMode="numeric" min={FLIP_MIN_BET} step={1} value={betText} disabled={busy} onChange={(e) => setBetText(e.target.value)} />
            <p className="flex items-center gap-1 text-xs text-fg-subtle">
              Balance: <FowlAmount amount={balance} iconClassName="size-3.5" />
            </p>
          </div>

          <Button size="lg" onClick={onFlip} loading={play.isPending} disabled={busy}>
            <Coins aria-hidden="true" className="size-5" />
            Flip Coin
          </Button>
        </CardContent>
      </Card>
      <FlipHistory history={history.data} isPending={history.isPending} isError={history.isError} />
    </div>
  );
}
