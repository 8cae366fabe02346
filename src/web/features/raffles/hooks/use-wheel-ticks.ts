import { useEffect, useRef, type RefObject } from 'react';
import { playSound } from '../../../lib/sounds';
import { parseRotation, pointerFraction, segmentIndexAt } from '../utils/wheel-angles';

/** A small kick of the pointer against the wheel's turn (clockwise turn, so the tip swings left). */
const BOUNCE: Keyframe[] = [{ rotate: '0deg' }, { rotate: '-16deg', offset: 0.25 }, { rotate: '0deg' }];
const BOUNCE_MS = 180;

export interface WheelTicksOptions {
  /** The turning element: its computed transform is read on every animation frame. */
  rotor: RefObject<HTMLElement | null>;
  /** The pointer that swings as an edge passes it. */
  pointer: RefObject<Element | null>;
  /** Each segment's end as a fraction of the turn (`wheelSegments(...).map(s => s.end)`). */
  ends: readonly number[];
  /** While the wheel turns at full motion. Off at rest and under reduced motion. */
  active: boolean;
}

/**
 * Ticks and pointer bounces that follow the wheel's real motion: each frame reads the
 * angle the browser has actually drawn the wheel at and checks which segment is under
 * the pointer, so the ticks come fast while it turns fast and slow down as it eases
 * out, and stop with it. Nothing here knows where the wheel will land. At most one
 * tick per frame: at full speed a frame may pass several slivers.
 */
export function useWheelTicks({ rotor, pointer, ends, active }: WheelTicksOptions): void {
  const endsRef = useRef(ends);
  useEffect(() => {
    endsRef.current = ends;
  });

  useEffect(() => {
    const wheel = rotor.current;
    if (!active || !wheel || typeof window === 'undefined') return;
    let frame = 0;
    let last: number | null = null;
    let bounce: Animation | null = null;
    const read = () => {
      const angle = parseRotation(getComputedStyle(wheel).transform);
      return angle === null ? null : segmentIndexAt(endsRef.current, pointerFraction(angle));
    };
    const onFrame = () => {
      const index = read();
      if (index !== null && last !== null && index !== last) {
        playSound('tick', 0.15);
        bounce?.cancel();
        bounce = pointer.current?.animate?.(BOUNCE, { duration: BOUNCE_MS, easing: 'ease-out' }) ?? null;
        // A count the end-to-end flow can read; not React state, so a tick never re-renders the page.
        wheel.dataset.ticks = String(Number(wheel.dataset.ticks ?? 0) + 1);
      }
      if (index !== null) last = index;
      frame = requestAnimationFrame(onFrame);
    };
    frame = requestAnimationFrame(onFrame);
    return () => {
      cancelAnimationFrame(frame);
      bounce?.cancel();
    };
  }, [active, rotor, pointer]);
}
