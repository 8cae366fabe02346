import type { HuntShotAnswer } from '../../../../core/contracts/fowl-hunt';
import { hitSlot, type Point } from '../../../../core/games/fowl-hunt';

// The board the canvas draws. The server answers each click in turn, so the page keeps
// the board as the server last confirmed it, and draws it with the clicks still
// waiting for an answer applied on top by the same hit rule the server uses: a hit
// shows at once, and its slot stays empty until the answer brings the next target.

export interface HuntBoardView {
  /** One entry per slot; null while a hit slot waits for its next target. */
  shown: (Point | null)[];
  hits: number;
  clicks: number;
}

export interface PendingShot {
  seq: number;
  point: Point;
  /** When the click was made, in ms from the page's start of the round (the bot check times the hand, not the link). */
  at: number;
}

export const confirmedStart = (visible: readonly Point[]): HuntBoardView => ({ shown: [...visible], hits: 0, clicks: 0 });

/** The confirmed board with the unanswered clicks applied, oldest first. */
export function withPending(confirmed: HuntBoardView, pending: readonly Omit<PendingShot, 'at'>[]): HuntBoardView {
  const shown = [...confirmed.shown];
  let { hits, clicks } = confirmed;
  for (const { point } of pending) {
    clicks += 1;
    const slot = hitSlot(shown, point);
    if (slot !== null) {
      shown[slot] = null;
      hits += 1;
    }
  }
  return { shown, hits, clicks };
}

/** The server's answer to the oldest unanswered click: its count is the truth. */
export function applyAnswer(confirmed: HuntBoardView, answer: HuntShotAnswer): HuntBoardView {
  const shown = [...confirmed.shown];
  if (answer.hitSlot !== null) shown[answer.hitSlot] = answer.revealed;
  return { shown, hits: answer.hits, clicks: answer.clicks };
}
