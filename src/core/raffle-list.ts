// How the public raffle list shows raffles, apart from the schemas in contracts/raffles.ts
// so that the list's screens need not load the validation library.

/** The list shows this when a raffle carries no limit (spec part 2 §3). */
export const RAFFLE_LIST_DEFAULT_MAX_PARTICIPANTS = 100;
/**
 * The public list keeps a raffle for this long after it ended, as a result to open
 * (docs/decisions/0035), and at most RAFFLE_LIST_RESULTS_LIMIT of them: the newest.
 */
export const RAFFLE_LIST_RESULTS_WINDOW_MS = 24 * 60 * 60 * 1000;
export const RAFFLE_LIST_RESULTS_LIMIT = 6;
