import { useEffect, useRef } from 'react';
import type { CoinSide } from '../../../../core/games/fowl-flip';
import { easeOutCubic, restingAngle } from '../utils/coin-angle';

/** Four turns a second while the bet is on its way. */
const SPIN_DEG_PER_MS = 1.44;

/**
 * Turns the coin by hand (one requestAnimationFrame loop): `spin` starts it when the bet
 * is sent, `land` brings it to rest on the side the server answered, at the spin's own
 * speed, and resolves once it lies still. With less motion asked for it jumps to the side.
 */
export function useCoinSpin(reducedMotion: boolean) {
  const coin = useRef<HTMLDivElement>(null);
  const angle = useRef(0);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const turnTo = (degrees: number) => {
    angle.current = degrees;
    coin.current?.style.setProperty('transform', `rotateY(${degrees}deg)`);
  };

  function spin(): void {
    cancelAnimationFrame(frame.current);
    if (reducedMotion) return;
    let last = performance.now();
    const step = (now: number) => {
      turnTo(angle.current + (now - last) * SPIN_DEG_PER_MS);
      last = now;
      frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
  }

  function land(side: CoinSide, durationMs: number): Promise<void> {
    cancelAnimationFrame(frame.current);
    const from = angle.current;
    if (reducedMotion || durationMs <= 0) {
      turnTo(restingAngle(side, from));
      return Promise.resolve();
    }
    // An ease-out covers a third of the distance the spin would have at full speed.
    const to = restingAngle(side, from + (SPIN_DEG_PER_MS * durationMs) / 3);
    const start = performance.now();
    return new Promise((resolve) => {
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / durationMs);
        turnTo(from + (to - from) * easeOutCubic(t));
        if (t < 1) frame.current = requestAnimationFrame(step);
        else resolve();
      };
      frame.current = requestAnimationFrame(step);
    });
  }

  return { coin, spin, land };
}
