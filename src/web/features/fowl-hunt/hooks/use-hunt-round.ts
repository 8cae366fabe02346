import { useEffect, useRef, useState } from 'react';
import type { HuntGame, HuntStart } from '../../../../core/contracts/fowl-hunt';
import {
  BET,
  CANVAS,
  MIN_CLICK_INTERVAL_MS,
  ROUND_MS,
  huntStep,
  initialHuntBoard,
  type Click,
  type HuntBoard,
  type Point,
} from '../../../../core/games/fowl-hunt';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, userFacingMessage } from '../../../lib/api-client';
import { playSound } from '../../../lib/sounds';
import { useStartHuntRound } from '../api/start-hunt-round';
import { useSubmitHuntResult } from '../api/submit-hunt-result';

// One Fowl Hunt round in the browser (spec part 2 §4): idle -> playing (30 s) ->
// finished at zero, results submitted -> idle again after 3 s. Hits are counted
// with the same huntStep the server replays, so the screen and the result agree.

export type HuntPhase = 'idle' | 'starting' | 'playing' | 'submitting' | 'finished';

export interface LiveRound {
  start: HuntStart;
  board: HuntBoard;
  clicks: Click[];
  /** The last click and whether it hit, for a brief marker on the canvas. */
  lastClick: { point: Point; hit: boolean } | null;
}

/** How long the result stays before the game goes back to idle. */
export const RESULT_DISPLAY_MS = 3000;
const TICK_MS = 100;

const INSUFFICIENT = { title: 'Insufficient Balance', description: "You don't have enough fowls to place this bet" } as const;

function showGameError(error: unknown): void {
  if (isApiError(error) && error.code === 'INSUFFICIENT_FUNDS') {
    toast({ ...INSUFFICIENT, variant: 'destructive' });
    return;
  }
  toast({ title: 'Game Error', description: userFacingMessage(error, 'Failed to play game'), variant: 'destructive' });
}

function announce(game: HuntGame): void {
  if (game.result === 'win') {
    playSound('success', 0.5);
    toast({ title: 'Victory!', description: `You won ${game.payout} fowls with ${game.accuracy}% accuracy.`, variant: 'success' });
  } else {
    playSound('error', 0.4);
    toast({
      title: 'Game Over',
      description: `You lost ${game.betAmount} fowls. ${game.targetsHit}/${game.targetGoal} targets at ${game.accuracy}% accuracy.`,
      variant: 'destructive',
    });
  }
}

/** Two decimals are plenty for a pixel and keep the log well under the body limit. */
const round2 = (n: number): number => Math.round(n * 100) / 100;
const clamp = (n: number, max: number): number => Math.min(max, Math.max(0, n));

export function useHuntRound(balance: number) {
  const startRound = useStartHuntRound();
  const submitResult = useSubmitHuntResult();
  const [phase, setPhase] = useState<HuntPhase>('idle');
  const [round, setRound] = useState<LiveRound | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [result, setResult] = useState<HuntGame | null>(null);
  // The live round is mirrored in a ref so the timer and pointer callbacks read the latest clicks.
  const live = useRef<LiveRound | null>(null);
  const clockStart = useRef(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const backToIdleLater = () => {
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setPhase('idle');
      setResult(null);
      setRound(null);
      live.current = null;
      setElapsedMs(0);
    }, RESULT_DISPLAY_MS);
  };

  const finish = () => {
    const current = live.current;
    if (!current) return;
    setPhase('submitting');
    submitResult.mutate(
      { roundId: current.start.roundId, targetGoal: current.start.targetGoal, clicks: current.clicks },
      {
        onSuccess: ({ game }) => {
          setResult(game);
          setPhase('finished');
          announce(game);
          backToIdleLater();
        },
        onError: (error) => {
          showGameError(error);
          setPhase('finished');
          backToIdleLater();
        },
      },
    );
  };

  // The 30 s countdown: ticks only while playing, and submits once at zero.
  useEffect(() => {
    if (phase !== 'playing') return;
    let ended = false;
    const id = setInterval(() => {
      const elapsed = performance.now() - clockStart.current;
      setElapsedMs(Math.min(ROUND_MS, elapsed));
      if (elapsed >= ROUND_MS && !ended) {
        ended = true;
        clearInterval(id);
        finish();
      }
    }, TICK_MS);
    return () => clearInterval(id);
    // finish reads only refs and stable mutation functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const begin = (targetGoal: number) => {
    if (phase !== 'idle') return;
    if (balance < BET) {
      toast({ ...INSUFFICIENT, variant: 'destructive' });
      return;
    }
    setPhase('starting');
    startRound.mutate(targetGoal, {
      onSuccess: (start) => {
        const next: LiveRound = { start, board: initialHuntBoard(), clicks: [], lastClick: null };
        live.current = next;
        clockStart.current = performance.now();
        setRound(next);
        setElapsedMs(0);
        setResult(null);
        setPhase('playing');
        playSound('coin', 0.4);
      },
      onError: (error) => {
        setPhase('idle');
        showGameError(error);
      },
    });
  };

  /** A click at canvas coordinates (800x600 space). Too-fast or too-late clicks are dropped, as the server would refuse them. */
  const shoot = (point: Point) => {
    const current = live.current;
    if (phase !== 'playing' || !current) return;
    const t = Math.round(performance.now() - clockStart.current);
    if (t > ROUND_MS) return;
    const previous = current.clicks.at(-1);
    if (previous && t - previous.t < MIN_CLICK_INTERVAL_MS) return;
    const click: Click = { t, x: round2(clamp(point.x, CANVAS.width)), y: round2(clamp(point.y, CANVAS.height)) };
    const step = huntStep(current.start.targets, current.board, click);
    const next: LiveRound = { ...current, board: step.board, clicks: [...current.clicks, click], lastClick: { point: click, hit: step.hit !== null } };
    live.current = next;
    setRound(next);
    playSound(step.hit !== null ? 'click' : 'error', step.hit !== null ? 0.3 : 0.15);
  };

  return {
    phase,
    round,
    result,
    remainingMs: phase === 'playing' ? Math.max(0, ROUND_MS - elapsedMs) : phase === 'idle' || phase === 'starting' ? ROUND_MS : 0,
    begin,
    shoot,
  };
}
