import { DRAW_TIMINGS } from '../hooks/use-winner-draw';

/**
 * How long after its draw a raffle's result stays out of lists: the room event's
 * delay, the start delay and the full spin, so no list names a winner while a
 * raffle page or the spectator stage is still turning its wheel.
 */
export const RESULT_HELD_MS = DRAW_TIMINGS.afterFullEventMs + DRAW_TIMINGS.startDelayMs + DRAW_TIMINGS.spinMs;

/** Whether a result drawn at `drawnAt` may be shown in a list at `now`. */
export const isResultPublic = (drawnAt: string | null, now: number): boolean => drawnAt !== null && Date.parse(drawnAt) + RESULT_HELD_MS <= now;
