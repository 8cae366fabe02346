// Pure raffle rules shared by the server and the browser: odds, per-user totals,
// wheel geometry and labels, countdowns, and the check of a published draw.
import type { BeaconChainInfo, BeaconRound } from './fair/beacon';
import type { RaffleDetail } from './contracts/raffles';

/** Win odds as a percentage with 2 decimals (spec part 2 §9): the user's total over the pool. */
export function formatOdds(userTotal: number, pool: number): string {
  if (!(pool > 0) || !(userTotal > 0)) return '0.00';
  return ((userTotal / pool) * 100).toFixed(2);
}

export interface EntryLike<U = unknown> {
  userId: string;
  entryAmount: number;
  user: U;
}

export interface ParticipantTotal<U> {
  userId: string;
  user: U;
  total: number;
  entryCount: number;
}

/** Each user once, with their total and entry count, in order of their first entry. */
export function aggregateEntries<U>(entries: readonly EntryLike<U>[]): ParticipantTotal<U>[] {
  const byUser = new Map<string, ParticipantTotal<U>>();
  for (const entry of entries) {
    const current = byUser.get(entry.userId);
    if (current) {
      current.total += entry.entryAmount;
      current.entryCount += 1;
    } else {
      byUser.set(entry.userId, { userId: entry.userId, user: entry.user, total: entry.entryAmount, entryCount: 1 });
    }
  }
  return [...byUser.values()];
}

export const totalPool = (entries: readonly { entryAmount: number }[]): number => entries.reduce((sum, e) => sum + e.entryAmount, 0);

/** Names over `max` characters are cut with an ellipsis (chat: 12). */
export function truncateName(name: string, max = 12): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

/**
 * Wheel segment labels (spec part 2 §4): the smaller a segment, the shorter a name
 * it can carry. Below 8 % of the pool names over 6 characters are hidden, below 15 %
 * over 10, below 25 % over 12, and otherwise over 15. Returns null when hidden.
 */
export function segmentLabel(name: string, sharePercent: number): string | null {
  const maxLength = sharePercent < 8 ? 6 : sharePercent < 15 ? 10 : sharePercent < 25 ? 12 : 15;
  return [...name].length > maxLength ? null : name;
}

export interface WheelSegment<U> {
  userId: string;
  user: U;
  amount: number;
  /** Fractions of the full turn, clockwise from the pointer at the top. */
  start: number;
  end: number;
  sharePercent: number;
}

/**
 * One segment per entry, in draw order, sized by amount: the wheel is the
 * cumulative walk of the draw laid round a circle, so ticket t sits at (t + 0.5) / total.
 */
export function wheelSegments<U>(entries: readonly EntryLike<U>[]): WheelSegment<U>[] {
  const total = totalPool(entries);
  if (total <= 0) return [];
  let cumulative = 0;
  return entries.map((entry) => {
    const start = cumulative / total;
    cumulative += entry.entryAmount;
    return {
      userId: entry.userId,
      user: entry.user,
      amount: entry.entryAmount,
      start,
      end: cumulative / total,
      sharePercent: (entry.entryAmount / total) * 100,
    };
  });
}

/** Full turns before landing: 5 to 7, taken from the draw so every viewer sees the same spin. */
export const spinTurns = (drawFloat: number): number => 5 + Math.min(2, Math.max(0, Math.floor(drawFloat * 3)));

/** Clockwise rotation (degrees) that brings the winning ticket under the top pointer. */
export function landingRotation(winningTicket: number, total: number, turns: number): number {
  const fraction = total > 0 ? (winningTicket + 0.5) / total : 0;
  return turns * 360 + (360 - fraction * 360);
}

/** The raffle page treats a raffle as ended once its end time is reached (spec part 2 §4). */
export const isRaffleOver = (raffle: { status: string; endTime: string }, now: number): boolean =>
  raffle.status !== 'active' || Date.parse(raffle.endTime) <= now;

/**
 * Closed with entries and waiting for its beacon round (or its fallback): the entries
 * and their digest are fixed, the winner is not drawn yet.
 */
export const isAwaitingDraw = (raffle: { status: string; participantCount: number; winnerId: string | null }): boolean =>
  raffle.status === 'ended' && raffle.participantCount > 0 && raffle.winnerId === null;

/** "2d 03h 04m 05s", dropping leading zero units; "Ended" at or after zero. */
export function formatCountdown(msLeft: number): string {
  if (!(msLeft > 0)) return 'Ended';
  const totalSeconds = Math.floor(msLeft / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days}d ${pad(hours)}h ${pad(minutes)}m`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  return `${minutes}m ${pad(seconds)}s`;
}

export interface PublishedDraw {
  raffleId: string;
  seed: string;
  seedHash: string;
  entriesDigest: string;
  winningTicket: number;
  winnerId: string;
  /** In draw order, as the raffle page receives them. */
  entries: readonly { id: string; userId: string; entryAmount: number }[];
  /**
   * The beacon round the draw mixed in, with the moment the entries closed (the round
   * must be the first published after it). Null when drawn from the seed alone.
   */
  beacon: { chain: BeaconChainInfo; round: BeaconRound; closedAt: number } | null;
  /** Drawn from the seed alone: the beacon did not answer in time, or the raffle predates beacons. */
  beaconFallback: boolean;
}

/** What a drawn raffle publishes for verification, or null before its draw (or when nobody entered). */
export function publishedDrawOf(raffle: RaffleDetail): PublishedDraw | null {
  if (raffle.status !== 'completed' || !raffle.seed || !raffle.entriesDigest || raffle.winningTicket === null || !raffle.winnerId) return null;
  const { beacon } = raffle;
  const closedAt = Math.min(Date.parse(raffle.endTime), Date.parse(raffle.endedAt ?? raffle.endTime));
  return {
    raffleId: raffle.id,
    seed: raffle.seed,
    seedHash: raffle.seedHash,
    entriesDigest: raffle.entriesDigest,
    winningTicket: raffle.winningTicket,
    winnerId: raffle.winnerId,
    entries: raffle.entriesWithUsers,
    beacon:
      beacon && beacon.randomness && beacon.signature
        ? { chain: beacon.chain, round: { round: beacon.round, randomness: beacon.randomness, signature: beacon.signature }, closedAt }
        : null,
    beaconFallback: beacon ? beacon.fallback : true,
  };
}

/** The wheel starts at most this long after the draw (spec part 2 §6) and spins this long. */
export const DRAW_START_DELAY_MS = 3000;
export const DRAW_SPIN_MS = 12_000;
/** A page starts the draw this long after the room event: the raffle ended, or it filled (spec part 2 §6). */
export const DRAW_AFTER_ENDING_EVENT_MS = 1000;
export const DRAW_AFTER_FULL_EVENT_MS = 2000;
/** Room for a page that heard the event late or runs its timers late (a busy phone, a slow tab). */
const LATE_PAGE_MARGIN_MS = 5000;
/**
 * From the draw until the wheel has stopped on every page, the slowest path being a raffle
 * that filled and was drawn at once, plus the margin. Nothing else tells the winner before
 * then: not a list, not the live wins feed, not the winner's balance, level or history.
 */
export const DRAW_PUBLIC_AFTER_MS = DRAW_AFTER_FULL_EVENT_MS + DRAW_START_DELAY_MS + DRAW_SPIN_MS + LATE_PAGE_MARGIN_MS;

/**
 * The public moment of a draw (docs/decisions/0048): the one rule every list, feed and
 * count of wins follows before it names a raffle's winner. Only the raffle's own page
 * has the winner earlier, because its wheel must land on them.
 */
export const drawPublicAt = (drawnAtMs: number): number => drawnAtMs + DRAW_PUBLIC_AFTER_MS;

/** The latest draw time whose winner is public at `nowMs`: what a query over drawn raffles compares with. */
export const drawnPubliclyBy = (nowMs: number): number => nowMs - DRAW_PUBLIC_AFTER_MS;

/** Whether a list may name the winner of a raffle drawn at `drawnAt`, at `now`. */
export const isResultPublic = (drawnAt: string | Date | null, now: number): boolean =>
  drawnAt !== null && drawPublicAt(typeof drawnAt === 'string' ? Date.parse(drawnAt) : drawnAt.getTime()) <= now;
