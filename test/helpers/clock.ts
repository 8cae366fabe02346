/**
 * A clock that moves only when told: handed to buildApp as the server's clock, it
 * lets a test play a 30 s round (or cross a day) without waiting.
 */
export function manualClock(start: number = Date.now()) {
  let now = start;
  return {
    now: (): Date => new Date(now),
    advance(ms: number): void {
      now += ms;
    },
    set(ms: number): void {
      now = ms;
    },
    get ms(): number {
      return now;
    },
  };
}

export type ManualClock = ReturnType<typeof manualClock>;
