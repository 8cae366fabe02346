import type { Transaction } from '../../../../core/contracts/ledger';
import { transactionTypeLabel } from '../../../../core/ledger';
import { formatFowls } from '../../../../core/money';

export { transactionTypeLabel };

const formatMultiplier = (m: number): string => `${Number.isInteger(m) ? m : m.toFixed(2)}x`;

/** The game facts worth a glance: the bet, the multiplier and, for Fowl Hunt, the accuracy. */
export function gameDetails(gameData: Transaction['gameData']): string[] {
  if (!gameData) return [];
  const parts: string[] = [];
  if (typeof gameData.betAmount === 'number') parts.push(`Bet ${formatFowls(gameData.betAmount)}`);
  if (typeof gameData.multiplier === 'number') parts.push(formatMultiplier(gameData.multiplier));
  if (typeof gameData.accuracy === 'number') parts.push(`Accuracy ${Math.round(gameData.accuracy)}%`);
  return parts;
}

/**
 * A game round is one row of the history whose amount is its net (decision 0060); when it
 * paid out, this is what it paid, the figure the game's own screen shows as "Won …"
 * (decision 0038). Null for every other row, a lost round's included: its amount is the stake.
 */
export function roundPayout(tx: Pick<Transaction, 'category' | 'gameData'>): number | null {
  const payout = tx.gameData?.payout;
  return tx.category === 'game' && typeof payout === 'number' ? payout : null;
}

/** The raffle a row belongs to, and whether it is the winner's row (spec part 1 §3). */
export function raffleDetails(raffleData: Transaction['raffleData']): { name: string | null; won: boolean } {
  return { name: raffleData?.raffleName ?? null, won: raffleData?.status === 'won' };
}

// One formatter per locale: toLocaleTimeString builds a new one on every call, and the history has many rows.
const timeFormats = new Map<string | undefined, Intl.DateTimeFormat>();
function timeFormat(locale: string | undefined): Intl.DateTimeFormat {
  let format = timeFormats.get(locale);
  if (!format) timeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })));
  return format;
}

/** "14:05" today, "Yesterday 23:40" for the rest of the 24-hour window. */
export function transactionTime(createdAt: string, now: Date = new Date(), locale?: string): string {
  const at = new Date(createdAt);
  const time = timeFormat(locale).format(at);
  return at.toDateString() === now.toDateString() ? time : `Yesterday ${time}`;
}
