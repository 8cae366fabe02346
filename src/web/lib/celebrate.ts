import type confetti from 'canvas-confetti';
import { prefersReducedMotion } from '../hooks/use-reduced-motion';

// Confetti for the big moments (a raffle winner, a rare case prize, a big game win).
// The library is loaded on the first celebration, so no screen pays for it up front,
// and nothing is thrown when the visitor asked for less motion.

let fire: confetti.CreateTypes | null = null;

export type CelebrationSize = 'small' | 'big';

/** Bursts confetti from the middle of the screen (or `origin`, as fractions of the viewport). */
export async function celebrate(size: CelebrationSize = 'small', origin: { x: number; y: number } = { x: 0.5, y: 0.45 }): Promise<void> {
  if (typeof window === 'undefined' || prefersReducedMotion()) return;
  try {
    const { default: library } = await import('canvas-confetti');
    // Drawn on the page's own thread: the library's worker is built from a blob URL,
    // which the Content-Security-Policy rightly does not allow.
    fire ??= library.create(undefined, { useWorker: false, resize: true, disableForReducedMotion: true });
    const burst = fire;
    const shared = { origin, zIndex: 60, colors: ['#f5a524', '#ffbb45', '#38bdf8', '#a78bfa', '#4ade80', '#fb7185'] };
    if (size === 'small') {
      await burst({ ...shared, particleCount: 60, spread: 60, startVelocity: 35 });
      return;
    }
    await Promise.all([
      burst({ ...shared, particleCount: 120, spread: 75, startVelocity: 45 }),
      burst({ ...shared, particleCount: 60, spread: 120, startVelocity: 30, angle: 60, origin: { x: 0, y: 0.7 } }),
      burst({ ...shared, particleCount: 60, spread: 120, startVelocity: 30, angle: 120, origin: { x: 1, y: 0.7 } }),
    ]);
  } catch {
    // Decoration only: a failed load changes nothing a player needs.
  }
}
