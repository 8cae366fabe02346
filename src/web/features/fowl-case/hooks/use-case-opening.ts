import { useEffect, useRef, useState } from 'react';
import type { CaseOpenResult } from '../../../../core/contracts/fowl-case';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { holdDisplayedBalance, releaseDisplayedBalance } from '../../../lib/balance-hold';
import { playSound } from '../../../lib/sounds';
import { prefersReducedMotion } from '../../../hooks/use-reduced-motion';
import { useOpenCase } from '../api/open-case';

// The opening sequence of spec part 2 §4: the chest opens at 1 s, the strip shows at
// 2 s and scrolls from 2.5 s for 7 s, the result stays 3 s, then the view resets.
// The request goes out at the click: the server has decided the prize before the
// strip moves, and the strip only travels to it.

export type CasePhase = 'ready' | 'shaking' | 'open' | 'strip' | 'scrolling' | 'result';

export interface CaseTimeline {
  chestOpensAt: number;
  stripShownAt: number;
  scrollStartsAt: number;
  scrollMs: number;
  resultMs: number;
}

export const CASE_TIMELINE: CaseTimeline = { chestOpensAt: 1000, stripShownAt: 2000, scrollStartsAt: 2500, scrollMs: 7000, resultMs: 3000 };
/** With reduced motion the strip lands at once; the result still stays long enough to read. */
export const REDUCED_MOTION_TIMELINE: CaseTimeline = { chestOpensAt: 0, stripShownAt: 0, scrollStartsAt: 0, scrollMs: 0, resultMs: 3000 };

export const ALREADY_OPENED = { title: 'Fowl Case Already Opened', description: 'You can only open one fowl case every 4 hours' } as const;

export function useCaseOpening(userId: string) {
  const openCase = useOpenCase(userId);
  const balanceBefore = useCurrentUser().data?.fowlBalance ?? 0;
  const [phase, setPhase] = useState<CasePhase>('ready');
  const [result, setResult] = useState<CaseOpenResult | null>(null);
  /** Seeds the decorative tiles, fresh for each opening. */
  const [decorSeed, setDecorSeed] = useState(1);
  const [timeline, setTimeline] = useState<CaseTimeline>(CASE_TIMELINE);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(
    () => () => {
      clearTimers();
      releaseDisplayedBalance();
    },
    [],
  );

  const after = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };

  const open = (canOpen: boolean) => {
    if (phase !== 'ready') return;
    if (!canOpen) {
      playSound('error', 0.3);
      toast({ ...ALREADY_OPENED, variant: 'destructive' });
      return;
    }
    const steps = prefersReducedMotion() ? REDUCED_MOTION_TIMELINE : CASE_TIMELINE;
    setTimeline(steps);
    setDecorSeed(Math.floor(Math.random() * 2 ** 31));
    setResult(null);
    setPhase('shaking');
    // The prize is known before the strip stops; the header waits for the strip.
    holdDisplayedBalance(balanceBefore);
    playSound('click', 0.3);

    // The strip scrolls once both the 2.5 s mark has passed and the prize is known.
    let answer: CaseOpenResult | null = null;
    let stripReady = false;
    const scrollWhenReady = () => {
      if (!answer || !stripReady) return;
      const won = answer;
      setResult(won);
      setPhase('scrolling');
      after(steps.scrollMs, () => {
        setPhase('result');
        releaseDisplayedBalance();
        playSound('coin', 0.5);
        toast({ title: 'Fowl Case Opened!', description: `You won ${won.fowlsWon} fowls!`, variant: 'success' });
        after(steps.resultMs, () => setPhase('ready'));
      });
    };

    after(steps.chestOpensAt, () => setPhase((p) => (p === 'shaking' ? 'open' : p)));
    after(steps.stripShownAt, () => setPhase((p) => (p === 'shaking' || p === 'open' ? 'strip' : p)));
    after(steps.scrollStartsAt, () => {
      stripReady = true;
      scrollWhenReady();
    });

    openCase.mutate(undefined, {
      onSuccess: (data) => {
        answer = data;
        scrollWhenReady();
      },
      onError: (error) => {
        clearTimers();
        releaseDisplayedBalance();
        setPhase('ready');
        playSound('error', 0.3);
        if (isApiError(error) && error.status === 409) {
          toast({ title: ALREADY_OPENED.title, description: error.serverMessage ?? ALREADY_OPENED.description, variant: 'destructive' });
        } else if (isApiError(error)) {
          toast({ title: 'Fowl Case Error', description: 'Failed to open fowl case. Please try again later.', variant: 'destructive' });
        } else {
          // No answer from the server at all (offline, dropped connection): the generic toast.
          toast({ title: 'Error', description: 'Failed to open fowl case', variant: 'destructive' });
        }
      },
    });
  };

  return { phase, result, decorSeed, timeline, open };
}
