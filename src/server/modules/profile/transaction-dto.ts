import type { Transaction } from '../../../core/contracts/ledger';
import type { LedgerRow } from '../ledger';

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);

/** Keeps the named keys only when they hold the type the contract promises, so odd stored data cannot fail the answer. */
function withTyped(record: Json | null, keys: Record<string, 'number' | 'string'>): Json | null {
  if (!record) return null;
  const out: Json = { ...record };
  for (const [key, type] of Object.entries(keys)) {
    if (key in out && typeof out[key] !== type) delete out[key];
  }
  return out;
}

export function toTransactionDto(row: LedgerRow): Transaction {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    gameData: withTyped(asRecord(row.gameData), { betAmount: 'number', accuracy: 'number', multiplier: 'number', payout: 'number' }),
    raffleData: withTyped(asRecord(row.raffleData), { raffleId: 'string', raffleName: 'string', status: 'string' }),
  };
}
