import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { Bomb, Play } from 'lucide-react';
import type { HenHouseGame as Game } from '../../../../core/contracts/games';
import {
  HEN_HOUSE_MAX_BET,
  HEN_HOUSE_MAX_BOMBS,
  HEN_HOUSE_MIN_BET,
  HEN_HOUSE_MIN_BOMBS,
  HEN_HOUSE_REVEAL_MS,
  henHouseMultiplier,
} from '../../../../core/games/hen-house-hazard';
import { BetAmountField } from '../../../components/bet-amount-field';
import { GameShortcutsNote } from '../../../components/game-shortcuts';
import { PlayButton } from '../../../components/play-button';
import { SessionStatsCard } from '../../../components/session-stats';
import { RoundResult } from '../../../components/round-result';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { playFailureToast } from '../../../lib/play-refusal';
import { useCurrentUser } from '../../../lib/auth';
import { lostFowls, wonFowls } from '../../../lib/game-amounts';
import { momentOf, playMoment, type RoundMoment } from '../../../lib/game-moments';
import { useFocusNext } from '../../../hooks/use-focus-next';
import { useGameShortcuts, type GameShortcut } from '../../../hooks/use-game-shortcuts';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { useRememberedSettings } from '../../../hooks/use-remembered-settings';
import { useSessionStats } from '../../../hooks/use-session-stats';
import { betSetting } from '../../../lib/bet-amount';
import { applyBalanceUpdate } from '../../../lib/balance-update';
import { playSound } from '../../../lib/sounds';
import { useCashOutHenHouseGame } from '../api/cash-out';
import { useActiveHenHouseGame } from '../api/get-active-game';
import { useRevealHenHouseTile } from '../api/reveal-tile';
import { useStartHenHouseGame } from '../api/start-game';
import { checkBet } from '../utils/check-bet';
import { RoundBar } from './round-bar';
import { TileGrid } from './tile-grid';
import { formatMultiplier } from '../utils/format-multiplier';
import { queryKeys } from '../../../lib/query-keys';

// The specification's explosion emoji is drawn as an SVG bomb beside the words (decision 0070): an
// emoji is an empty box on a device without an emoji font.
const BOMB_HIT_MESSAGE = 'Bomb Hit! Game over! All bombs and safe spaces revealed.';
const bombHitTitle = (
  <span className="flex items-start gap-1.5">
    <Bomb aria-hidden="true" className="mt-px size-4 shrink-0" />
    {BOMB_HIT_MESSAGE}
  </span>
);
/** The blast is heard first, then the loss: the two sounds would blur together at once. */
const LOSS_AFTER_BLAST_MS = 450;

const LIMITS = { min: HEN_HOUSE_MIN_BET, max: HEN_HOUSE_MAX_BET };
const SETTINGS = { bet: betSetting(LIMITS), bombCount: z.number().int().min(HEN_HOUSE_MIN_BOMBS).max(HEN_HOUSE_MAX_BOMBS) };
/** Before the player has chosen: a bet of 10 against 3 bombs. */
const DEFAULTS = { bet: 10, bombCount: 3 };

interface Outcome {
  moment: RoundMoment;
  title: string;
  game: Game;
}

/** Hen House Hazard: the server holds the bombs; this screen only shows what each answer says. */
export function HenHouseGame({ onRoundStarted }: { onRoundStarted?: () => void }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const active = useActiveHenHouseGame();
  const start = useStartHenHouseGame();
  const reveal = useRevealHenHouseTile();
  const cashOut = useCashOutHenHouseGame();
  const [settings, remember] = useRememberedSettings('hen-house-hazard', SETTINGS, DEFAULTS);
  const session = useSessionStats('hen-house-hazard');
  const [betText, setBetText] = useState(String(settings.bet));
  const { bombCount } = settings;
  const setBombCount = (next: number) => remember({ bombCount: next });
  // A finished game stays uncovered for 3 s (spec §4), then the board hides again.
  const [ended, setEnded] = useState<Game | null>(null);
  const [status, setStatus] = useState('');
  // The last round's moment stays until the next start, after the board has hidden again.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [waitingTile, setWaitingTile] = useState<number | null>(null);
  const endTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const soundTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const board = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const focusNext = useFocusNext();
  const reducedMotion = useReducedMotion();
  const bombsId = useId();

  useEffect(
    () => () => {
      clearTimeout(endTimer.current);
      clearTimeout(soundTimer.current);
    },
    [],
  );

  const running = active.data ?? null;
  const shown = running ?? ended;
  const balance = user?.fowlBalance ?? 0;
  const bet = checkBet(betText, balance);
  const busy = start.isPending || reveal.isPending || cashOut.isPending;

  const setRunning = (game: Game | null) => queryClient.setQueryData(queryKeys.henHouseHazard.active, game);
  const showBalance = (fowlBalance: number) => applyBalanceUpdate(queryClient, { fowlBalance });

  function finish(game: Game, title: string) {
    const won = game.status !== 'lost';
    const moment = momentOf(won, game.payout, game.betAmount);
    setOutcome({ moment, title, game });
    session.record(game);
    if (won) playMoment(moment, game.multiplier);
    else soundTimer.current = setTimeout(() => playMoment('lose'), LOSS_AFTER_BLAST_MS);
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
          setOutcome(null);
          setRunning(game);
          // The Start Game button gives way to the running round: the focus goes to the board.
          focusNext(() => grid.current?.querySelector<HTMLElement>('[data-tile][tabindex="0"]'));
          showBalance(fowlBalance);
          setStatus(`Game started with ${game.bombCount} ${game.bombCount === 1 ? 'bomb' : 'bombs'}. Pick a tile.`);
          playSound('click', 0.3);
          onRoundStarted?.();
          // On a phone the Start button sits below the board: bring the board and its Cash Out into view.
          board.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
        },
        onError: (error) => {
          toast(playFailureToast(error, 'Failed to start game', 'Please try again.'));
          void active.refetch();
        },
      },
    );
  }

  function onPick(tile: number) {
    if (!running) return;
    setWaitingTile(tile);
    reveal.mutate(
      { gameId: running.id, tile },
      {
        onSettled: () => setWaitingTile(null),
        onSuccess: ({ result, game, fowlBalance }) => {
          showBalance(fowlBalance);
          if (result === 'bomb') {
            playSound('explode', 0.5);
            toast({ title: bombHitTitle, variant: 'destructive' });
            setStatus(BOMB_HIT_MESSAGE);
            finish(game, 'Bomb Hit!');
          } else if (game.status === 'cashed_out') {
            toast({ title: 'Cashed Out!', description: `Every safe tile found! ${wonFowls(game.payout)}.`, variant: 'success' });
            setStatus(`Every safe tile found. ${wonFowls(game.payout)}.`);
            finish(game, `Every safe tile found at ${formatMultiplier(game.multiplier)}`);
          } else {
            playSound('reveal', 0.4);
            setRunning(game);
            setStatus(`Safe! Multiplier ${formatMultiplier(game.multiplier)}.`);
          }
        },
        onError: (error) => {
          toast(playFailureToast(error, 'Failed to reveal tile', 'Please try again.'));
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
        toast({ title: 'Cashed Out!', description: `${wonFowls(payout)} at ${formatMultiplier(game.multiplier)}.`, variant: 'success' });
        setStatus(`Cashed out. ${wonFowls(payout)}.`);
        finish(game, `Cashed out at ${formatMultiplier(game.multiplier)}`);
        // The Cash Out button has gone with the round: the focus goes to the next round's start.
        focusNext(() => startButton.current);
      },
      onError: (error) => {
        toast(playFailureToast(error, 'Failed to cash out', 'Please try again.'));
        void active.refetch();
      },
    });
  }

  const canCashOut = running !== null && running.revealed.length > 0 && !busy;
  const shortcuts: GameShortcut[] = [
    { key: 'b', label: 'Start Game', run: onStart, enabled: running === null && !busy && bet.bet !== null },
    { key: 'c', label: 'Cash Out', run: onCashOut, enabled: canCashOut },
  ];
  useGameShortcuts(shortcuts);

  if (active.isPending) return <Skeleton className="h-[28rem] w-full" />;

  const next = running ? running.nextMultiplier : henHouseMultiplier(bombCount, 1);
  const phase = running ? (busy ? 'waiting' : 'playing') : (outcome?.moment ?? 'idle');

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-6">
      <Card ref={board} data-phase={phase} className="grid scroll-mt-20 gap-3 p-3 sm:p-5">
        <div className="mx-auto w-full max-w-lg">
          <TileGrid ref={grid} game={shown} canPick={running !== null && !busy} waitingTile={waitingTile} onPick={onPick} />
        </div>
        {running ? (
          <RoundBar game={running} busy={busy} cashingOut={cashOut.isPending} onCashOut={onCashOut} />
        ) : outcome ? (
          <RoundResult
            className="mx-auto w-full max-w-lg"
            moment={outcome.moment}
            title={outcome.title}
            amounts={{ won: outcome.moment !== 'lose', payout: outcome.game.payout, betAmount: outcome.game.betAmount }}
            detail={
              outcome.moment === 'lose'
                ? `${outcome.game.revealed.length} safe ${outcome.game.revealed.length === 1 ? 'tile' : 'tiles'} before the bomb`
                : undefined
            }
          />
        ) : null}
        {/* With the moment on screen the status line is for screen readers only: the banner says it. */}
        <p role="status" aria-live="polite" className={outcome && !running ? 'sr-only' : 'min-h-5 text-center text-sm text-fg-muted'}>
          {status || (running ? 'Pick a tile.' : 'Place a bet and start a game.')}
          {outcome?.moment === 'lose' && !running ? <span className="sr-only"> {lostFowls(outcome.game.betAmount)}.</span> : null}
        </p>
      </Card>

      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{running ? 'Game in progress' : 'New game'}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <BetAmountField
              value={running ? String(running.betAmount) : betText}
              onChange={setBetText}
              onBet={(amount) => remember({ bet: amount })}
              limits={LIMITS}
              balance={balance}
              disabled={running !== null || busy}
              error={running ? null : bet.error}
            />

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

            {running ? (
              <p className="text-sm text-fg-muted">Cash out under the board whenever you like, or pick another tile.</p>
            ) : (
              <>
                <p className="flex items-center justify-between gap-2 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm">
                  <span className="text-fg-subtle">First safe tile pays</span>
                  <span className="font-bold tabular-nums text-accent-text">{formatMultiplier(next)}</span>
                </p>
                <PlayButton ref={startButton} onPlay={onStart} unavailable={busy || bet.bet === null} pending={start.isPending} shortcut="b">
                  <Play aria-hidden="true" className="size-5" />
                  Start Game
                </PlayButton>
              </>
            )}
            <GameShortcutsNote shortcuts={shortcuts} />
          </CardContent>
        </Card>
        <SessionStatsCard stats={session.stats} onReset={session.reset} />
      </div>
    </div>
  );
}
