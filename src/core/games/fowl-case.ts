// The Fowl Case (spec part 2 §4, §9): who may open one, the published odds, and
// where the winning tile sits on the strip the browser scrolls. The server picks the
// prize from the player's fair float; the browser only shows it.

import { floats, type FairSeeds } from '../fair/hmac-floats';
import { seededRandom } from '../seeded-random';

/** The ticket ranges are the published odds: ticket = floor(float x 10,000). */
export const CASE_TOTAL_TICKETS = 10_000;

/**
 * Prize and tickets out of 10,000, most likely first. Common prizes carry the case;
 * the 500 stays rare. Expected value: 167.5 fowls a case (see CASE_EXPECTED_VALUE).
 */
const PRIZE_TICKETS: ReadonlyArray<readonly [prize: number, tickets: number]> = [
  [100, 4000],
  [150, 2500],
  [200, 1500],
  [250, 1000],
  [300, 600],
  [400, 300],
  [500, 100],
];

export interface CasePrize {
  prize: number;
  index: number;
  /** First and last ticket of the range, inclusive. */
  fromTicket: number;
  toTicket: number;
  /** tickets / 10,000. */
  probability: number;
}

export const CASE_PRIZES: readonly CasePrize[] = (() => {
  let from = 0;
  return PRIZE_TICKETS.map(([prize, tickets], index) => {
    const range = { prize, index, fromTicket: from, toTicket: from + tickets - 1, probability: tickets / CASE_TOTAL_TICKETS };
    from += tickets;
    return range;
  });
})();

if (CASE_PRIZES.at(-1)?.toTicket !== CASE_TOTAL_TICKETS - 1) throw new Error('case ticket ranges must cover every ticket');

/** Sum of prize x probability: 167.5 fowls. */
export const CASE_EXPECTED_VALUE = CASE_PRIZES.reduce((sum, p) => sum + (p.prize * (p.toTicket - p.fromTicket + 1)) / CASE_TOTAL_TICKETS, 0);

export interface CaseDraw {
  prize: number;
  index: number;
  ticket: number;
}

/** The prize whose ticket range holds floor(float x 10,000). */
export function casePrizeFromFloat(float: number): CaseDraw {
  if (!(float >= 0 && float < 1)) throw new Error('the float must be in [0, 1)');
  const ticket = Math.floor(float * CASE_TOTAL_TICKETS);
  const range = CASE_PRIZES.find((p) => ticket <= p.toTicket);
  if (!range) throw new Error('no prize holds this ticket');
  return { prize: range.prize, index: range.index, ticket };
}

/** The opening these seeds give: the first float of the nonce. */
export function casePrizeFromSeeds(seeds: FairSeeds): CaseDraw & { float: number } {
  const [float = Number.NaN] = floats({ ...seeds, count: 1 });
  return { ...casePrizeFromFloat(float), float };
}

// ---- Who may open one (spec part 1 §6, part 2 §4) ----

export const CASE_COOLDOWN_MS = 4 * 60 * 60 * 1000;
/** Free-trial accounts get this many cases in their lifetime. */
export const FREE_CASES = 1;

export interface CaseAvailabilityInput {
  premium: boolean;
  lastOpenedAt: Date | null;
  /** Cases opened so far, ever. */
  openedCount: number;
  now: Date;
}

export interface CaseAvailability {
  canOpen: boolean;
  /** When the next case can be opened; null when it can be opened now, or never again (free trial used). */
  nextOpeningTime: Date | null;
}

/**
 * Premium: one case every 4 hours after the last one. Everyone else (including a
 * lapsed Premium member) is on the free trial: one case in total.
 */
export function caseAvailability({ premium, lastOpenedAt, openedCount, now }: CaseAvailabilityInput): CaseAvailability {
  if (!premium) return { canOpen: openedCount < FREE_CASES, nextOpeningTime: null };
  if (!lastOpenedAt) return { canOpen: true, nextOpeningTime: null };
  const next = new Date(lastOpenedAt.getTime() + CASE_COOLDOWN_MS);
  return now.getTime() >= next.getTime() ? { canOpen: true, nextOpeningTime: null } : { canOpen: false, nextOpeningTime: next };
}

// ---- The strip the browser scrolls ----

export const STRIP_TILE_WIDTH = 96;
export const STRIP_LENGTH = 60;
/** The winning tile's place on the strip: far enough in for a long scroll, with tiles after it. */
export const STRIP_STOP_INDEX = 52;

/**
 * The prize index of each tile. Decorative tiles follow the published odds so the
 * strip looks like the case; the tile at STRIP_STOP_INDEX is the server's prize.
 */
export function caseStripTiles(prizeIndex: number, decorSeed = 1): number[] {
  if (!CASE_PRIZES[prizeIndex]) throw new Error('prizeIndex is not a prize of the case');
  const random = seededRandom(decorSeed);
  return Array.from({ length: STRIP_LENGTH }, (_, i) => (i === STRIP_STOP_INDEX ? prizeIndex : casePrizeFromFloat(random()).index));
}

/**
 * How far (px, negative = left) to move the strip so the centre of tile `stopIndex`,
 * shifted by `nudge` px inside the tile, sits under the marker in the middle of a
 * viewport `viewportWidth` px wide.
 */
export function caseStripOffset(viewportWidth: number, nudge = 0, stopIndex = STRIP_STOP_INDEX): number {
  const maxNudge = STRIP_TILE_WIDTH / 2 - 8;
  const clamped = Math.max(-maxNudge, Math.min(maxNudge, nudge));
  return viewportWidth / 2 - (stopIndex * STRIP_TILE_WIDTH + STRIP_TILE_WIDTH / 2 + clamped);
}

/** Which tile lies under the centre marker for a given offset (the inverse of caseStripOffset). */
export const tileUnderMarker = (viewportWidth: number, offset: number): number => Math.floor((viewportWidth / 2 - offset) / STRIP_TILE_WIDTH);

/** A fixed, fair-looking landing spot inside the winning tile, derived from the ticket (cosmetic). */
export const caseStripNudge = (ticket: number): number => (ticket % 61) - 30;
