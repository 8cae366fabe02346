import { AppError } from '../../../core/errors';
import { ledgerTypeCategory, type LedgerType } from '../../../core/contracts/ledger';
import { formatFowls } from '../../../core/money';
import type { Tx } from '../../db/client';
import { ledgerPostings } from '../../metrics';
import { ledgerRepository, type LedgerRow } from './ledger.repository';

export interface Posting {
  userId: string;
  /** Signed whole fowls: positive credits, negative debits. Never zero. */
  amount: number;
  type: LedgerType;
  description: string;
  /** Unique per movement; posting the same key again returns the first result and moves nothing. */
  idempotencyKey: string;
  gameData?: Record<string, unknown> | null;
  raffleData?: Record<string, unknown> | null;
  actorId?: string | null;
}

export interface PostingResult {
  entry: LedgerRow;
  balanceAfter: number;
  /** True when the key had been posted before and nothing moved now. */
  replayed: boolean;
}

/**
 * The one way fowls move (DESIGN rule 2). Runs inside the caller's transaction so
 * the caller's own writes and the balance change commit or roll back together.
 */
export async function postEntry(tx: Tx, posting: Posting): Promise<PostingResult> {
  const { userId, amount, idempotencyKey } = posting;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw new AppError('BAD_REQUEST', 'Amount must be a non-zero whole number of fowls');
  }
  if (!idempotencyKey || idempotencyKey.length > 200) {
    throw new AppError('BAD_REQUEST', 'A posting needs an idempotency key of at most 200 characters');
  }

  const balance = await ledgerRepository.lockBalance(tx, userId);
  if (balance === null) throw new AppError('NOT_FOUND', 'User not found');

  // Checked after the row lock: a concurrent posting with the same key for this
  // user has committed by now, so its row is visible here.
  const existing = await ledgerRepository.findByKey(tx, idempotencyKey);
  if (existing) {
    if (existing.userId !== userId || existing.amount !== amount) {
      throw new AppError('CONFLICT', 'This operation was already recorded with different values');
    }
    return { entry: existing, balanceAfter: existing.balanceAfter, replayed: true };
  }

  const balanceAfter = balance + amount;
  if (balanceAfter < 0) {
    throw new AppError(
      'INSUFFICIENT_FUNDS',
      `Insufficient fowls. You have ${formatFowls(balance, 'en-US')} but need ${formatFowls(-amount, 'en-US')}.`,
      { balance, needed: -amount },
    );
  }
  if (balanceAfter > 2_000_000_000) throw new AppError('BAD_REQUEST', 'Balance would exceed the maximum');

  await ledgerRepository.setBalance(tx, userId, balanceAfter);
  const entry = await ledgerRepository.insert(tx, {
    userId,
    amount,
    balanceAfter,
    type: posting.type,
    category: ledgerTypeCategory[posting.type],
    description: posting.description,
    gameData: posting.gameData ?? null,
    raffleData: posting.raffleData ?? null,
    actorId: posting.actorId ?? null,
    idempotencyKey,
  });
  ledgerPostings.inc({ type: posting.type });
  return { entry, balanceAfter, replayed: false };
}
