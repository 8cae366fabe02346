// Real elapsed time, for code that measures a duration (how old a kept copy is) rather
// than reading business time: it never jumps with the wall clock, and a test that moves
// the app's clock (AppContext.clock) leaves it alone on purpose.
export const monotonicMs = (): number => performance.now();
