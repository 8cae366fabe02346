import { useEffect, useRef, useState } from 'react';
import type { HuntGame, HuntStart } from '../../../../core/contracts/fowl-hunt';
import { BET, CANVAS, MIN_CLICK_INTERVAL_MS, ROUND_MS, hitSlot, type Point } from '../../../../core/games/fowl-hunt';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { playFailureToast } from '../../../lib/play-refusal';
import { wonFowls } from '../../../lib/game-amounts';
import { momentOf, playMoment } from '../../../lib/game-moments';
import { playSound } from '../../../lib/sounds';
import { useFinishHuntRound } from '../api/finish-hunt-round';
import { sendHuntShot } from '../api/send-hunt-shot';
import { useStartHuntRound } from '../api/start-hunt-round';
import { applyAnswer, confirmedStart, withPending, type HuntBoardView, type PendingShot } from '../utils/shown-board';

// One Fowl Hunt round in the browser (spec part 2 §4, decision 0013): idle -> playing
// (30 s) -> finished at zero -> idle again after 3 s. Each click goes to the server as
// it happens, one request at a time and in order; a hit shows at once, and the next
// target appears when the server's answer reveals it. At zero the page waits for the
// clicks still on their way, then asks the server to end the round and show its result.

export type HuntPhase = 'idle' | 'starting' | 'playing' | 'submitting' | 'finished';

export interface LiveRound {
  start: HuntStart;
  board: HuntBoardView;
  /** The last click and whether it hit (and which target it took), for a marker and a pop on the canvas. */
  lastClick: { point: Point; hit: boolean; target?: Point; seq?: number } | null;
}

/** How long the result stays before the game goes back to idle. */
export const RESULT_DISPLAY_MS = 3000;
/** At zero, clicks still unanswered after this long are given up and the round is ended. */
const DRAIN_TIMEOUT_MS = 5000;
const TICK_MS = 100;

const INSUFFICIENT = { title: 'Insufficient Balance', description: "You don't have enough fowls to place this bet" } as const;

function showGameError(error: unknown): void {
  if (isApiError(error) && error.code === 'INSUFFICIENT_FUNDS') {
    toast({ ...INSUFFICIENT, variant: 'destructive' });
    return;
  }
  toast(playFailureToast(error, 'Game Error', 'Failed to play game'));
}

/** The words for a finished round, on the canvas and in the toast. */
export function huntOutcome(game: HuntGame): { title: string; detail: string; toast: string; tone: 'win' | 'loss' | 'neutral' } {
  if (game.result === 'win' && game.flagged) {
    return {
      title: 'Bet Returned',
      detail: "This round didn't look like human play",
      toast: `This round didn't look like human play, so only your ${game.betAmount} fowls bet was returned.`,
      tone: 'neutral',
    };
  }
  if (game.result === 'win') {
    const limit = game.capped ? " Today's winnings limit capped this win." : '';
    return {
      title: 'Victory!',
      detail: `${wonFowls(game.payout)} · ${game.accuracy}% accuracy${game.capped ? ' · daily limit' : ''}`,
      toast: `${wonFowls(game.payout)} with ${game.accuracy}% accuracy.${limit}`,
      tone: 'win',
    };
  }
  return {
    title: 'Game Over',
    detail: `${game.targetsHit}/${game.targetGoal} hits · ${game.accuracy}% accuracy`,
    toast: `You lost ${game.betAmount} fowls. ${game.targetsHit}/${game.targetGoal} targets at ${game.accuracy}% accuracy.`,
    tone: 'loss',
  };
}

function announce(game: HuntGame): void {
  const outcome = huntOutcome(game);
  if (outcome.tone !== 'neutral') playMoment(momentOf(outcome.tone === 'win', game.payout, game.betAmount), game.multiplier);
  toast({
    title: outcome.title,
    description: outcome.toast,
    variant: outcome.tone === 'win' ? 'success' : outcome.tone === 'loss' ? 'destructive' : 'default',
  });
}

/** Two decimals are plenty for a pixel. */
const round2 = (n: number): number => Math.round(n * 100) / 100;
const clamp = (n: number, max: number): number => Math.min(max, Math.max(0, n));

/** `onSettled` hears of each round the server ended, with its answer (the session stats count it). */
export function useHuntRound(balance: number, onSettled?: (game: HuntGame) => void) {
  const startRound = useStartHuntRound();
  const finishRound = useFinishHuntRound();
  const [phase, setPhase] = useState<HuntPhase>('idle');
  const [round, setRound] = useState<LiveRound | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [result, setResult] = useState<HuntGame | null>(null);

  // The round's moving parts live in refs: the timer, the pointer and the answers all read the latest.
  const start = useRef<HuntStart | null>(null);
  const confirmed = useRef<HuntBoardView>(confirmedStart([]));
  const pending = useRef<PendingShot[]>([]);
  const sending = useRef(false);
  const timeUp = useRef(false);
  const finishing = useRef(false);
  const lastClickAt = useRef(Number.NEGATIVE_INFINITY);
  const clockStart = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));

  const redraw = (lastClick?: LiveRound['lastClick']) => {
    const current = start.current;
    if (!current) return;
    const board = withPending(confirmed.current, pending.current);
    setRound((previous) => ({ start: current, board, lastClick: lastClick === undefined ? (previous?.lastClick ?? null) : lastClick }));
  };

  const backToIdleLater = () =>
    later(RESULT_DISPLAY_MS, () => {
      // The result stays (as the round's moment under the field) until the next start.
      setPhase('idle');
      setRound(null);
      start.current = null;
      setElapsedMs(0);
    });

  /** Ends the round on the server once no click is on its way (or the wait for them ran out). */
  const finish = (force = false) => {
    const current = start.current;
    if (!current || finishing.current || (!force && pending.current.length > 0)) return;
    finishing.current = true;
    pending.current = [];
    setPhase('submitting');
    finishRound.mutate(current.roundId, {
      onSuccess: ({ game }) => {
        setResult(game);
        setPhase('finished');
        onSettled?.(game);
        announce(game);
        backToIdleLater();
      },
      onError: (error) => {
        showGameError(error);
        setPhase('finished');
        backToIdleLater();
      },
    });
  };

  /** Sends the oldest unanswered click; the next goes when its answer is in, so they arrive in order. */
  const pump = () => {
    const current = start.current;
    const shot = pending.current[0];
    if (!current || !shot || sending.current || finishing.current) return;
    sending.current = true;
    sendHuntShot({ roundId: current.roundId, seq: shot.seq, x: shot.point.x, y: shot.point.y, at: shot.at })
      .then((answer) => {
        if (start.current !== current || finishing.current) return;
        confirmed.current = applyAnswer(confirmed.current, answer);
        pending.current = pending.current.slice(1);
        redraw();
        if (timeUp.current && pending.current.length === 0) finish();
      })
      .catch((error: unknown) => {
        if (start.current !== current) return;
        // Late clicks refused after the server's end are expected; anything earlier ends the round.
        if (!timeUp.current) showGameError(error);
        timeUp.current = true;
        finish(true);
      })
      .finally(() => {
        // An answer from an earlier round (a request that hung past its end) leaves this one alone.
        if (start.current !== current) return;
        sending.current = false;
        pump();
      });
  };

  // The 30 s countdown: ticks only while playing; at zero it waits for clicks on their way, then finishes.
  useEffect(() => {
    if (phase !== 'playing') return;
    const id = setInterval(() => {
      const elapsed = performance.now() - clockStart.current;
      setElapsedMs(Math.min(ROUND_MS, elapsed));
      if (elapsed >= ROUND_MS && !timeUp.current) {
        timeUp.current = true;
        clearInterval(id);
        setPhase('submitting');
        finish();
        const current = start.current;
        later(DRAIN_TIMEOUT_MS, () => {
          if (start.current === current) finish(true);
        });
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
    setResult(null);
    startRound.mutate(targetGoal, {
      onSuccess: (started) => {
        start.current = started;
        confirmed.current = confirmedStart(started.visible);
        pending.current = [];
        sending.current = false;
        timeUp.current = false;
        finishing.current = false;
        lastClickAt.current = Number.NEGATIVE_INFINITY;
        clockStart.current = performance.now();
        redraw(null);
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

  /** A click at canvas coordinates (800x600 space). Clicks closer than a person can make them, or after zero, are dropped. */
  const shoot = (point: Point) => {
    if (phase !== 'playing' || !start.current || timeUp.current) return;
    const now = performance.now();
    if (now - lastClickAt.current < MIN_CLICK_INTERVAL_MS) return;
    lastClickAt.current = now;
    const click = { x: round2(clamp(point.x, CANVAS.width)), y: round2(clamp(point.y, CANVAS.height)) };
    const before = withPending(confirmed.current, pending.current);
    // Clicks made faster than the round trip wait here; their own time tells the server how the hand moved.
    pending.current = [...pending.current, { seq: before.clicks, point: click, at: Math.round(now - clockStart.current) }];
    // The same hit rule as the server's, on the targets it revealed: a hit shows (and pops) at once.
    const slot = hitSlot(before.shown, click);
    const target = slot === null ? undefined : (before.shown[slot] ?? undefined);
    redraw({ point: click, hit: slot !== null, target, seq: before.clicks });
    playSound(slot !== null ? 'pop' : 'error', slot !== null ? 0.4 : 0.15);
    pump();
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
