import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Play, RotateCcw } from 'lucide-react';
import type { DefuseGame as Game } from '../../../../core/contracts/games';
import {
  DEFUSE_HISTORY_SIZE,
  DEFUSE_MAX_BET,
  DEFUSE_MIN_BET,
  DEFUSE_PAYOUT_MULTIPLIER,
  DEFUSE_SAFE_CUTS_TO_WIN,
  DEFUSE_WIRES,
  wireLabel,
} from '../../../../core/games/defuse-la-bomba';
import { FowlAmount } from '../../../components/fowl-amount';
import { BetAmountField } from '../../../components/bet-amount-field';
import { GameShortcutsNote } from '../../../components/game-shortcuts';
import { PlayButton } from '../../../components/play-button';
import { RoundResult } from '../../../components/round-result';
import { SessionStatsCard } from '../../../components/session-stats';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useFocusNext } from '../../../hooks/use-focus-next';
import { useGameShortcuts, type GameShortcut } from '../../../hooks/use-game-shortcuts';
import { useRememberedSettings } from '../../../hooks/use-remembered-settings';
import { useSessionStats } from '../../../hooks/use-session-stats';
import { betSetting } from '../../../lib/bet-amount';
import { playFailureToast } from '../../../lib/play-refusal';
import { useCurrentUser } from '../../../lib/auth';
import { lostFowls, wonFowls } from '../../../lib/game-amounts';
import { momentOf, playMoment } from '../../../lib/game-moments';
import { applyBalanceUpdate } from '../../../lib/balance-update';
import { playSound } from '../../../lib/sounds';
import { useCutDefuseWire } from '../api/cut-wire';
import { useActiveDefuseGame } from '../api/get-active-game';
import { useDefuseHistory } from '../api/get-history';
import { useStartDefuseGame } from '../api/start-game';
import { Bomb, type BombState } from './bomb';
import { DefuseHistory } from './defuse-history';
import { Wires } from './wires';
import { queryKeys } from '../../../lib/query-keys';

const LIMITS = { min: DEFUSE_MIN_BET, max: DEFUSE_MAX_BET };
const SETTINGS = { bet: betSetting(LIMITS) };
/** The bet before the player has chosen one. */
const DEFAULTS = { bet: 10 };

/** Spec §5: the bet is a whole number of at least 1; anything else becomes 1. Above the maximum it becomes the maximum. */
const toBet = (text: string): number => {
  const n = Math.floor(Number(text));
  return Number.isSafeInteger(n) && n >= DEFUSE_MIN_BET ? Math.min(n, DEFUSE_MAX_BET) : DEFUSE_MIN_BET;
};

/** The snap is heard first, then the blast or the fanfare. */
const AFTER_SNAP_MS = 180;

function bombState(running: Game | null, ended: Game | null): BombState {
  if (running) return 'lit';
  if (ended) return ended.won ? 'defused' : 'exploded';
  return 'idle';
}

/** Defuse la Bomba: the server hides the bomb wire; this screen shows what each cut revealed. */
export function DefuseGame({ onRoundStarted }: { onRoundStarted?: () => void }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const active = useActiveDefuseGame();
  const history = useDefuseHistory();
  const start = useStartDefuseGame();
  const cut = useCutDefuseWire();
  const [settings, remember] = useRememberedSettings('defuse-la-bomba', SETTINGS, DEFAULTS);
  const session = useSessionStats('defuse-la-bomba');
  const [betText, setBetText] = useState(String(settings.bet));
  const [ended, setEnded] = useState<Game | null>(null);
  const [waitingWire, setWaitingWire] = useState<number | null>(null);
  const soundTimers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const board = useRef<HTMLDivElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const focusNext = useFocusNext();

  useEffect(() => () => soundTimers.current.forEach(clearTimeout), []);
  const soundLater = (ms: number, play: () => void) => soundTimers.current.push(setTimeout(play, ms));

  const running = active.data ?? null;
  const shown = running ?? ended;
  const balance = user?.fowlBalance ?? 0;
  const busy = start.isPending || cut.isPending;

  const setRunning = (game: Game | null) => queryClient.setQueryData(queryKeys.defuseLaBomba.active, game);

  function onStart() {
    const bet = toBet(betText);
    setBetText(String(bet));
    if (bet > balance) {
      toast({ title: 'Insufficient Balance', description: "You don't have enough fowls to place this bet.", variant: 'destructive' });
      return;
    }
    start.mutate(bet, {
      onSuccess: ({ game, fowlBalance }) => {
        setEnded(null);
        setRunning(game);
        // The Start Game button gives way to the wires: the focus goes to the first of them.
        focusNext(() => board.current?.querySelector<HTMLElement>('[data-wire]:not([aria-disabled])'));
        applyBalanceUpdate(queryClient, { fowlBalance });
        playSound('click', 0.4);
        onRoundStarted?.();
      },
      onError: (error) => {
        toast(playFailureToast(error, 'Failed to start game', 'Please try again.'));
        void active.refetch();
      },
    });
  }

  function onCut(wire: number) {
    if (!running) return;
    setWaitingWire(wire);
    cut.mutate(
      { gameId: running.id, wire },
      {
        onSettled: () => setWaitingWire(null),
        onSuccess: ({ result, game, fowlBalance }) => {
          applyBalanceUpdate(queryClient, { fowlBalance });
          playSound('snap', 0.5);
          if (game.status === 'active') {
            setRunning(game);
            return;
          }
          setRunning(null);
          setEnded(game);
          session.record(game);
          queryClient.setQueryData<Game[]>(queryKeys.defuseLaBomba.history, (old) => [game, ...(old ?? [])].slice(0, DEFUSE_HISTORY_SIZE));
          if (result === 'bomb') {
            soundLater(AFTER_SNAP_MS, () => playSound('explode', 0.5));
            soundLater(AFTER_SNAP_MS + 450, () => playMoment('lose'));
            toast({ title: 'BOOM!', description: `You cut the ${wireLabel(wire)} wire and lost ${game.betAmount} fowls.`, variant: 'destructive' });
          } else {
            soundLater(AFTER_SNAP_MS, () => playMoment(momentOf(true, game.payout, game.betAmount), DEFUSE_PAYOUT_MULTIPLIER));
            toast({ title: 'YOU WIN!', description: `Successfully defused the bomb! ${wonFowls(game.payout)}.`, variant: 'success' });
          }
        },
        onError: (error) => {
          toast(playFailureToast(error, 'Failed to cut wire', 'Please try again.'));
          void active.refetch();
        },
      },
    );
  }

  const canCut = running !== null && !busy;
  const shortcuts: GameShortcut[] = [
    { key: 'b', label: 'Start Game', run: onStart, enabled: running === null && !busy },
    ...DEFUSE_WIRES.map((wire, i) => ({
      key: String(i + 1),
      label: `Cut ${wire.label}`,
      run: () => onCut(wire.id),
      enabled: canCut && !(running?.cutWires.includes(wire.id) ?? true),
    })),
  ];
  useGameShortcuts(shortcuts);

  if (active.isPending) return <Skeleton className="h-[24rem] w-full" />;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
      <Card>
        <CardContent className="grid gap-5 pt-5 sm:pt-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            {/* Once the round is over the banner below says it; the line stays for screen readers. */}
            <p className={ended && !running ? 'sr-only' : 'text-sm text-fg-muted'} role="status" aria-live="polite">
              {running
                ? 'Cut three safe wires to win. One of them is the bomb.'
                : ended
                  ? ended.won
                    ? `Defused! ${wonFowls(ended.payout)}.`
                    : `Boom! The bomb was the ${wireLabel(ended.bombWire ?? 0)} wire. ${lostFowls(ended.betAmount)}.`
                  : `Place a bet. Three safe cuts pay ${DEFUSE_PAYOUT_MULTIPLIER}× your bet.`}
            </p>
            <Badge variant={shown?.status === 'lost' ? 'destructive' : shown?.won ? 'success' : 'accent'} className="ml-auto">
              Safe Wires: {shown?.wiresCorrect ?? 0}/{DEFUSE_SAFE_CUTS_TO_WIN}
            </Badge>
          </div>

          <div ref={board} data-ended={ended ? (ended.won ? 'won' : 'lost') : undefined} className="dw-board grid gap-4">
            <div className="flex justify-center">
              <Bomb state={bombState(running, ended)} />
            </div>
            <Wires game={shown} canCut={canCut} waitingWire={waitingWire} onCut={onCut} />
          </div>

          {ended ? (
            <RoundResult
              moment={momentOf(ended.won, ended.payout, ended.betAmount)}
              title={ended.won ? 'Defused!' : `BOOM! The ${wireLabel(ended.bombWire ?? 0)} wire was the bomb`}
              amounts={{ won: ended.won, payout: ended.payout, betAmount: ended.betAmount }}
            />
          ) : null}

          {running ? (
            <p className="text-sm text-fg-muted">
              Bet: <FowlAmount amount={running.betAmount} iconClassName="size-3.5" /> · a win pays{' '}
              <FowlAmount amount={running.betAmount * DEFUSE_PAYOUT_MULTIPLIER} iconClassName="size-3.5" />
            </p>
          ) : ended ? (
            <Button
              size="lg"
              onClick={() => {
                setEnded(null);
                focusNext(() => startButton.current);
              }}
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              Play Again
            </Button>
          ) : (
            <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <BetAmountField
                value={betText}
                onChange={setBetText}
                onBet={(bet) => remember({ bet })}
                onBlur={() => {
                  const bet = toBet(betText);
                  setBetText(String(bet));
                  remember({ bet });
                }}
                limits={LIMITS}
                balance={balance}
                disabled={busy}
              />
              <PlayButton ref={startButton} onPlay={onStart} unavailable={busy} pending={start.isPending} shortcut="b" className="sm:mb-5">
                <Play aria-hidden="true" className="size-5" />
                Start Game
              </PlayButton>
            </div>
          )}
          <GameShortcutsNote shortcuts={shortcuts} />
        </CardContent>
      </Card>
      <div className="grid content-start gap-4">
        <SessionStatsCard stats={session.stats} onReset={session.reset} />
        <DefuseHistory history={history.data} isPending={history.isPending} isError={history.isError} />
      </div>
    </div>
  );
}
