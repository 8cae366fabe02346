import type { Transaction } from '../../../core/contracts/ledger';
import { roundLedgerKey, roundOfLedgerKey, type LedgerRow } from '../ledger';
import { toTransactionDto } from './transaction-dto';

// A game round moves fowls twice, its stake and its payout, and the ledger keeps both
// rows (DESIGN rule 2). A player thinks in rounds: the history shows each round once,
// with what it won or lost on balance. Every other movement is its own row.

/** One row of the history: a movement, or the movements of one round (its stake, then its payout). */
interface Entry {
  rows: LedgerRow[];
  roundId: string | null;
}

const newestFirst = (a: LedgerRow, b: LedgerRow): number => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

/** The rows, newest first, gathered into history entries: each round's rows into one, in the order of its newest row. */
function entriesOf(rows: LedgerRow[]): Entry[] {
  const entries: Entry[] = [];
  const rounds = new Map<string, Entry>();
  for (const row of [...rows].sort(newestFirst)) {
    const roundId = roundOfLedgerKey(row.idempotencyKey)?.roundId ?? null;
    const known = roundId ? rounds.get(roundId) : undefined;
    if (known) {
      if (!known.rows.some((r) => r.id === row.id)) known.rows.push(row);
      continue;
    }
    const entry = { rows: [row], roundId };
    if (roundId) rounds.set(roundId, entry);
    entries.push(entry);
  }
  return entries;
}

/**
 * The keys of the movements missing from the first `limit` entries: a round the read cut
 * in two (its stake older than the rows read, or outside the 24 hours), so that its row
 * shows the whole round. A lost round has no payout to find; asking for it costs nothing.
 */
export function missingRoundKeys(rows: LedgerRow[], limit: number): string[] {
  const keys: string[] = [];
  for (const entry of entriesOf(rows).slice(0, limit)) {
    if (!entry.roundId || entry.rows.length === 2) continue;
    const present = new Set(entry.rows.map((r) => r.idempotencyKey));
    for (const part of ['bet', 'payout'] as const) {
      const key = roundLedgerKey(entry.roundId, part);
      if (!present.has(key)) keys.push(key);
    }
  }
  return keys;
}

/**
 * A round as one transaction: its net as the amount, the balance and time of its last
 * movement, the payout's words when it paid (the stake's otherwise), and what it paid out
 * in `gameData.payout`, so a screen can say "Won 250" beside the net.
 */
function roundTransaction(rows: LedgerRow[]): Transaction {
  const payout = rows.find((r) => roundOfLedgerKey(r.idempotencyKey)?.part === 'payout');
  const bet = rows.find((r) => roundOfLedgerKey(r.idempotencyKey)?.part === 'bet');
  const last = payout ?? rows[0]!;
  const dto = toTransactionDto(last);
  if (!payout) return dto;
  return {
    ...dto,
    // The stake's row id: the round keeps one id from its start to its end.
    id: bet?.id ?? dto.id,
    amount: rows.reduce((sum, r) => sum + r.amount, 0),
    gameData: { ...(bet ? toTransactionDto(bet).gameData : null), ...dto.gameData, payout: payout.amount },
  };
}

/** The history's rows: one per round, one per other movement, newest first, at most `limit`. */
export function historyRows(rows: LedgerRow[], limit: number): Transaction[] {
  return entriesOf(rows)
    .slice(0, limit)
    .map((entry) => (entry.roundId ? roundTransaction(entry.rows) : toTransactionDto(entry.rows[0]!)));
}
