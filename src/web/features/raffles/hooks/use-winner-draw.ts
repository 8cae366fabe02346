import { useCallback, useEffect, useRef, useState } from 'react';
import type { Promotion, RaffleDetail } from '../../../../core/contracts/raffles';
import {
  DRAW_AFTER_ENDING_EVENT_MS,
  DRAW_AFTER_FULL_EVENT_MS,
  DRAW_SPIN_MS,
  DRAW_START_DELAY_MS,
  isAwaitingDraw,
  isRaffleOver,
  landingRotation,
  spinTurns,
} from '../../../../core/raffles';
import { celebrate } from '../../../lib/celebrate';
import { playSound } from '../../../lib/sounds';
import { postRaffleWinner } from '../api/post-raffle-winner';

// The winner draw as the page shows it (spec part 2 §4, §9). The server has drawn
// the winner when the raffle ended; this only stages the reveal: a 3 s start delay,
// a 12 s spin of 5 to 7 turns that stops on the server's winning ticket, 3 s on the
// winner, then the winner is posted and the dialog opens. It runs once per visit.

export const DRAW_TIMINGS = {
  startDelayMs: DRAW_START_DELAY_MS,
  spinMs: DRAW_SPIN_MS,
  /** With reduced motion the wheel settles at once; a short pause keeps the sequence readable. */
  reducedSpinMs: 1200,
  revealMs: 3000,
  afterEndingEventMs: DRAW_AFTER_ENDING_EVENT_MS,
  afterFullEventMs: DRAW_AFTER_FULL_EVENT_MS,
  fallbackMs: 5000,
  promotionToastMs: 8000,
} as const;

export type DrawPhase = 'idle' | 'scheduled' | 'starting' | 'waiting' | 'spinning' | 'revealing' | 'done';

export interface WinnerDrawState {
  phase: DrawPhase;
  /** Degrees the wheel is turned to, and how long the turn to it takes. */
  rotation: number;
  spinMs: number;
  /** The wheel has stopped (or the page arrived after the draw): the outcome may show. */
  revealed: boolean;
  dialogOpen: boolean;
  setDialogOpen: (open: boolean) => void;
  /** Starts the sequence after `delayMs`, unless it already ran on this visit. */
  start: (delayMs: number) => void;
}

export interface WinnerDrawOptions {
  raffle: RaffleDetail | undefined;
  now: number;
  reducedMotion: boolean;
  refetch: () => void;
  onPromotion: (promotion: Promotion) => void;
}

const settledRotation = (raffle: RaffleDetail): number =>
  raffle.winningTicket !== null && raffle.totalPool > 0 ? landingRotation(raffle.winningTicket, raffle.totalPool, spinTurns(raffle.drawFloat ?? 0)) : 0;

export function useWinnerDraw({ raffle, now, reducedMotion, refetch, onPromotion }: WinnerDrawOptions): WinnerDrawState {
  const [phase, setPhase] = useState<DrawPhase>('idle');
  // How the raffle looked when the page first got it: a finished one shows its result without a spin.
  const [arrival, setArrival] = useState<'unknown' | 'live' | 'finished'>('unknown');
  const [dialogChoice, setDialogChoice] = useState<boolean | null>(null);
  const started = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout> | ReturnType<typeof setInterval>>());
  const latest = useRef({ raffle, refetch, onPromotion, reducedMotion });
  useEffect(() => {
    latest.current = { raffle, refetch, onPromotion, reducedMotion };
  });

  const status = raffle?.status;
  // A raffle still waiting for its beacon round is live too: its spin is still to come.
  if (arrival === 'unknown' && raffle) setArrival(status === 'active' || isAwaitingDraw(raffle) ? 'live' : 'finished');

  const later = useCallback((ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  const start = useCallback(
    (delayMs: number) => {
      if (started.current) return;
      started.current = true;
      setPhase('scheduled');
      // After the start delay: spin if the server has drawn; stop if it ended empty;
      // else wait for its draw (the entries have closed and the beacon round is due).
      const proceed = () => {
        const current = latest.current.raffle;
        if (current?.status === 'completed') setPhase('spinning');
        else if (current?.status === 'ended' && !isAwaitingDraw(current)) setPhase('done');
        else {
          setPhase('waiting');
          latest.current.refetch();
          later(1000, proceed);
        }
      };
      later(delayMs, () => {
        setPhase('starting');
        latest.current.refetch();
        later(DRAW_TIMINGS.startDelayMs, proceed);
      });
    },
    [later],
  );

  useEffect(() => {
    if (arrival === 'finished') started.current = true;
  }, [arrival]);

  // Seen active (or waiting) on this visit and now past that, without a room event (missed or late).
  useEffect(() => {
    if (arrival === 'live' && status && status !== 'active') start(0);
  }, [arrival, status, start]);

  // Fallback of the specification: the clock says ended, there are entries, no draw yet.
  // It only waits: a room event within its 5 s starts the draw on the event's own
  // (shorter) delay, since `start` runs once and the first caller wins.
  const endTime = raffle?.endTime;
  const hasEntries = (raffle?.entriesWithUsers.length ?? 0) > 0;
  const overByClock = endTime ? isRaffleOver({ status: 'active', endTime }, now) : false;
  const fallbackDue = arrival === 'live' && status === 'active' && overByClock && hasEntries;
  useEffect(() => {
    if (!fallbackDue) return;
    const timer = setTimeout(() => start(0), DRAW_TIMINGS.fallbackMs);
    return () => clearTimeout(timer);
  }, [fallbackDue, start]);

  useEffect(() => {
    if (phase !== 'spinning') return;
    later(latest.current.reducedMotion ? DRAW_TIMINGS.reducedSpinMs : DRAW_TIMINGS.spinMs, () => {
      // The winner moment: only viewers who watched the spin get the fanfare and the
      // confetti (none under reduced motion); a late visitor just sees the result.
      playSound('jackpot', 0.4);
      void celebrate('big');
      setPhase('revealing');
      later(DRAW_TIMINGS.revealMs, () => {
        const current = latest.current.raffle;
        if (!current) return;
        postRaffleWinner(current.id, current.winnerId)
          .then((answer) => {
            if (answer.promotion) latest.current.onPromotion(answer.promotion);
          })
          .catch(() => {
            // The dialog still shows the winner the page already has from the server.
          })
          .finally(() => {
            setDialogChoice(true);
            setPhase('done');
          });
      });
    });
  }, [phase, later]);

  const effectivePhase: DrawPhase = arrival === 'finished' ? 'done' : phase;
  const shown = effectivePhase === 'spinning' || effectivePhase === 'revealing' || effectivePhase === 'done';
  const rotation = raffle && shown ? settledRotation(raffle) : 0;
  return {
    phase: effectivePhase,
    revealed: effectivePhase === 'revealing' || effectivePhase === 'done',
    rotation,
    spinMs: effectivePhase === 'spinning' ? (reducedMotion ? DRAW_TIMINGS.reducedSpinMs : DRAW_TIMINGS.spinMs) : 0,
    dialogOpen: dialogChoice ?? (arrival === 'finished' && status === 'completed'),
    setDialogOpen: setDialogChoice,
    start,
  };
}
