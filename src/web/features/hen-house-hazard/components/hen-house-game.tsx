import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins, Play } from 'lucide-react';
import type { HenHouseGame as Game } from '../../../../core/contracts/games';
import { HEN_HOUSE_MAX_BOMBS, HEN_HOUSE_MIN_BOMBS, HEN_HOUSE_REVEAL_MS, henHouseMultiplier } from '../../../../core/games/hen-house-hazard';
import { FowlAmount } from '../../../components/fowl-amount';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { applyBalanceUpdate } from '../../../lib/socket';
import { playSound } from '../../../lib/sounds';
import { useCashOutHenHouseGame } from '../api/cash-out';
import { henHouseActiveQueryKey, useActiveHenHouseGame } from '../api/get-active-game';
import { useRevealHenHouseTile } from '../api/reveal-tile';
import { useStartHenHouseGame } from '../api/start-game';
import { checkBet } from '../utils/check-bet';
import { TileGrid } from './tile-grid';

const BOMB_HIT_MESSAGE = '💥 Bomb Hit! Game over! All bombs and safe spaces revealed.';
const formatMultiplier = (m: number | null | undefined): string => (m == null ? '—' : `${m.toFixed(2)}×`);

/** Hen House Hazard: the server holds the bombs; this screen only shows what each answer says. */
export function HenHouseGame({ onRoundStarted }: { onRoundStarted?: () => void }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const active = useActiveHenHouseGame();
  const start = useStartHenHouseGame();
  const reveal = useRevealHenHouseTile();
  const cashOut = useCashOutHenHouseGame();
  const [betText, setBetText] = useState('10');
  const [bombCount, setBombCount] = useState(3);
  // A finished game stays uncovered for 3 s (spec §4), then the board hides again.
  const [ended, setEnded] = useState<Game | null>(null);
  const [status, setStatus] = useState('');
  const endTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const betId = useId();
  const bombsId = useId();

  useEffect(() => () => clearTimeout(endTimer.current), []);

  const running = active.data ?? null;
  const shown = running ?? ended;
  const balance = user?.fowlBalance ?? 0;
  const bet = checkBet(betText, balance);
  const busy = start.isPending || reveal.isPending || cashOut.isPending;

  const setRunning = (game: Game | null) => queryClient.setQueryData(henHouseActiveQueryKey, game);
  const showBalance = (fowlBalance: number) => applyBalanceUpdate(queryClient, { fowlBalance });

  function finish(game: Game) {
    setRunning(null);
    setEnded(game);
    clearTimeout(endTimer.current);
    endTimer.current = setTimeout(() => setEnded(null), HEN_HOUSE_REVEAL_MS);
  }

  function onStart() {
    if (bet.bet === null) return;
    start.mutate(
      { betAmount: bet.bet, bombCount },
      {
        onSuccess: ({ game, fowlBalance }) => {
          clearTimeout(endTimer.current);
          setEnded(null);
          setRunning(game);
          showBalance(fowlBalance);
          setStatus(`Game started with ${game.bombCount} ${game.bombCount === 1 ? 'bomb' : 'bombs'}. Pick a tile.`);
          playSound('click', 0.3);
          onRoundStarted?.();
        },
        onError: (error) => {
          toast({ title: 'Failed to start game', description: userFacingMessage(error, 'Please try again.'), variant: 'destructive' });
          void active.refetch();
        },
      },
    );
  }

  function onPick(tile: number) {
    if (!running) return;
    reveal.mutate(
      { gameId: running.id, tile },
      {
        onSuccess: ({ result, game, fowlBalance }) => {
          showBalance(fowlBalance);
          if (result === 'bomb') {
            playSound('error', 0.5);
            toast({ title: BOMB_HIT_MESSAGE, variant: 'destructive' });
            setStatus(BOMB_HIT_MESSAGE);
            finish(game);
          } else if (game.status === 'cashed_out') {
            playSound('coin', 0.5);
            toast({ title: 'Cashed Out!', description: `Every safe tile found! You won ${game.payout} fowls.`, variant: 'success' });
            setStatus(`Every safe tile found. Won ${game.payout} fowls.`);
            finish(game);
          } else {
            playSound('success', 0.4);
            setRunning(game);
            setStatus(`Safe! Multiplier ${formatMultiplier(game.multiplier)}.`);
          }
        },
        onError: (error) => {
          toast({ title: 'Failed to reveal tile', description: userFacingMessage(error, 'Please try again.'), variant: 'destructive' });
          void active.refetch();
        },
      },
    );
  }

  function onCashOut() {
    if (!running) return;
    cashOut.mutate(running.id, {
      onSuccess: ({ payout, game, fowlBalance }) => {
        showBalance(fowlBalance);
        playSound('coin', 0.5);
        toast({ title: 'Cashed Out!', description: `You won ${payout} fowls at ${formatMultiplier(game.multiplier)}.`, variant: 'success' });
        setStatus(`Cashed out ${payout} fowls.`);
        finish(game);
      },
      onError: (error) => {
        toast({ title: 'Failed to cash out', description: userFacingMessage(error, 'Please try again.'), variant: 'destructive' });
        void active.refetch();
      },
    });
  }

  if (active.isPending) return <Skeleton className="h-[28rem] w-full" />;

  const multiplier = running ? running.multiplier : null;
  const next = running ? running.nextMultiplier : henHouseMultiplier(bombCount, 1);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-6">
      <Card className="p-3 sm:p-5">
        <div className="mx-auto w-full max-w-lg">
          <TileGrid game={shown} canPick={running !== null && !busy} onPick={onPick} />
        </div>
        <p role="status" aria-live="polite" className="mt-3 min-h-5 text-center text-sm text-fg-muted">
          {status || (running ? 'Pick a tile.' : 'Place a bet and start a game.')}
        </p>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{running ? 'Game in progress' : 'New game'}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={betId}>Bet (10–1,000 fowls)</Label>
            <Input
              id={betId}
              type="number"
              inputMode="numeric"
              min={10}
              max={1000}
              step={1}
              value={running ? String(running.betAmount) : betText}
              disabled={running !== null || busy}
              aria-invalid={!running && bet.error !== null ? true : undefined}
              aria-describedby={`${betId}-hint`}
              onChange={(e) => setBetText(e.target.value)}
            />
            <p id={`${betId}-hint`} className={running || !bet.error ? 'flex items-center gap-1 text-xs text-fg-subtle' : 'text-xs text-danger-text'}>
              {running || !bet.error ? <>Balance: <FowlAmount amount={balance} iconClassName="size-3.5" /></> : bet.error}
            </p>
          </div>

          <div className="grid gap-1.5">
            <Label htmlFor={bombsId}>
              Bombs: <span className="tabular-nums">{running ? running.bombCount : bombCount}</span>
            </Label>
            <input
              id={bombsId}
              type="range"
              min={HEN_HOUSE_MIN_BOMBS}
              max={HEN_HOUSE_MAX_BOMBS}
              step={1}
              value={running ? running.bombCount : bombCount}
              disabled={running !== null || busy}
              onChange={(e) => setBombCount(Number(e.target.value))}
              className="w-full accent-accent disabled:opacity-50"
            />
          </div>

          <dl className="grid grid-cols-2 gap-2 text-center">
            <div className="rounded-lg border border-line bg-surface-2 p-2">
              <dt className="text-xs text-fg-subtle">Current multiplier</dt>
              <dd className="text-lg font-bold tabular-nums">{formatMultiplier(multiplier)}</dd>
            </div>
            <div className="rounded-lg border border-line bg-surface-2 p-2">
              <dt className="text-xs text-fg-subtle">Next multiplier</dt>
              <dd className="text-lg font-bold tabular-nums text-accent-text">{formatMultiplier(next)}</dd>
            </div>
          </dl>

          {running ? (
            <Button size="lg" onClick={onCashOut} loading={cashOut.isPending} disabled={busy || running.revealed.length === 0}>
              <HandCoins aria-hidden="true" className="size-5" />
              {running.revealed.length === 0 ? 'Cash Out' : <>Cash Out <FowlAmount amount={running.payout} iconClassName="size-4" /></>}
            </Button>
          ) : (
            <Button size="lg" onClick={onStart} loading={start.isPending} disabled={busy || bet.bet === null}>
              <Play aria-hidden="true" className="size-5" />
              Start Game
            </Button>
          )}
          {running && running.revealed.length === 0 ? <p className="text-xs text-fg-subtle">Reveal a tile to cash out.</p> : null}
        </CardContent>
      </Card>
    </div>
  );
}
