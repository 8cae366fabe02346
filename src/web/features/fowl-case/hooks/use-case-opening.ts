import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaseOpenResult, CaseStatus } from '../../../../core/contracts/fowl-case';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import { holdDisplayedBalance, releaseDisplayedBalance } from '../../../lib/balance-hold';
import { celebrate } from '../../../lib/celebrate';
import { pauseToast, playRefusal } from '../../../lib/play-refusal';
import { playSound } from '../../../lib/sounds';
import { prefersReducedMotion } from '../../../hooks/use-reduced-motion';
import { useOpenCase } from '../api/open-case';
import { refusalFromError, refusalFromStatus, refusalToast } from '../utils/case-refusal';
import { prizeRarity } from '../utils/rarity';
import { winMoment } from '../utils/win-moment';

// The opening sequence of spec part 2 §4: the chest opens at 1 s, the reel shows at
// 2 s and scrolls from 2.5 s for 7 s, the result stays 3 s, then the view resets.
// The request goes out at the click: the server has decided the prize before the
// reel moves, and the reel only travels to it. The result shows when the reel says
// it has stopped, not when a timer guesses it has.

export type CasePhase = 'ready' | 'shaking' | 'open' | 'strip' | 'scrolling' | 'result';

export interface CaseTimeline {
  chestOpensAt: number;
  stripShownAt: number;
  scrollStartsAt: number;
  scrollMs: number;
  resultMs: number;
}

export const CASE_TIMELINE: CaseTimeline = { chestOpensAt: 1000, stripShownAt: 2000, scrollStartsAt: 2500, scrollMs: 7000, resultMs: 3000 };
/** With reduced motion the reel lands at once; the result still stays long enough to read. */
export const REDUCED_MOTION_TIMELINE: CaseTimeline = { chestOpensAt: 0, stripShownAt: 0, scrollStartsAt: 0, scrollMs: 0, resultMs: 3000 };

/** If the reel's own stop never reports (a background tab), the result shows this long after the scroll was due to end. */
const STOP_GRACE_MS = 1500;

/** The stop: the reveal sound, and for the rare tiers a fanfare and confetti. */
function celebrateStop(won: CaseOpenResult, after: (ms: number, run: () => void) => void) {
  playSound('reveal', 0.5);
  const { fanfare, confetti } = winMoment(prizeRarity(won.prizeIndex));
  if (fanfare) after(180, () => playSound(fanfare, 0.5));
  if (confetti) void celebrate(confetti);
}

export function useCaseOpening(userId: string) {
  const openCase = useOpenCase(userId);
  const balanceBefore = useCurrentUser().data?.fowlBalance ?? 0;
  const [phase, setPhase] = useState<CasePhase>('ready');
  const [result, setResult] = useState<CaseOpenResult | null>(null);
  /** Seeds the filler tiles, fresh for each opening and picked before the server answers. */
  const [decorSeed, setDecorSeed] = useState(1);
  const [timeline, setTimeline] = useState<CaseTimeline>(CASE_TIMELINE);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  /** Shows the result; set while the reel travels, cleared once it has run. */
  const reveal = useRef<(() => void) | null>(null);

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(
    () => () => {
      clearTimers();
      reveal.current = null;
      releaseDisplayedBalance();
    },
    [],
  );

  const after = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };

  /** The reel is on the prize: credit the header, tell the player, then reset after a while. */
  const stopped = useCallback(() => {
    const run = reveal.current;
    reveal.current = null;
    run?.();
  }, []);

  const open = (status: CaseStatus | undefined) => {
    if (phase !== 'ready' || !status) return;
    if (status.pause) {
      playSound('error', 0.3);
      toast(pauseToast(status.pause));
      return;
    }
    const refused = refusalFromStatus(status);
    if (refused) {
      playSound('error', 0.3);
      toast({ ...refusalToast(refused), variant: 'destructive' });
      return;
    }
    const steps = prefersReducedMotion() ? REDUCED_MOTION_TIMELINE : CASE_TIMELINE;
    setTimeline(steps);
    setDecorSeed(Math.floor(Math.random() * 2 ** 31));
    setResult(null);
    setPhase('shaking');
    // The prize is known before the reel stops; the header waits for the reel.
    holdDisplayedBalance(balanceBefore);
    playSound('click', 0.3);

    // The reel scrolls once both the 2.5 s mark has passed and the prize is known.
    let answer: CaseOpenResult | null = null;
    let stripReady = false;
    const scrollWhenReady = () => {
      if (!answer || !stripReady) return;
      const won = answer;
      reveal.current = () => {
        setPhase('result');
        releaseDisplayedBalance();
        celebrateStop(won, after);
        toast({ title: 'Fowl Case Opened!', description: `You won ${won.fowlsWon} fowls!`, variant: 'success' });
        after(steps.resultMs, () => setPhase('ready'));
      };
      setResult(won);
      setPhase('scrolling');
      after(steps.scrollMs + STOP_GRACE_MS, stopped);
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
        const refusal = refusalFromError(error);
        const limited = playRefusal(error);
        if (limited) {
          // A break taken since the status was read: the refusal, with why and until when.
          toast(limited);
        } else if (refusal) {
          toast({ ...refusalToast(refusal), variant: 'destructive' });
        } else if (isApiError(error)) {
          toast({ title: 'Fowl Case Error', description: 'Failed to open fowl case. Please try again later.', variant: 'destructive' });
        } else {
          // No answer from the server at all (offline, dropped connection): the generic toast.
          toast({ title: 'Error', description: 'Failed to open fowl case', variant: 'destructive' });
        }
      },
    });
  };

  return { phase, result, decorSeed, timeline, open, stopped };
}
