import { AppError } from '../../../core/errors';
import { ledgerTypeCategory, type LedgerType } from '../../../core/contracts/ledger';
import { formatFowls } from '../../../core/money';
import type { Tx } from '../../db/client';
import { ledgerPostings } from '../../metrics';
import { ledgerRepository, type LedgerRow } from './ledger.repository';

/** The most fowls one balance may hold. */
const MAX_BALANCE = 2_000_000_000;

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

// The balances a transaction has locked, as they stand after its own postings. Only
// postEntry changes a balance (DESIGN rule 2) and the row stays locked until the
// transaction ends, so a later posting in the same transaction can skip the lock's
// round trip. A transaction's object is its key: nothing outlives it.
const lockedBalances = new WeakMap<Tx, Map<string, number>>();

function remember(tx: Tx, userId: string, balance: number): void {
  let balances = lockedBalances.get(tx);
  if (!balances) lockedBalances.set(tx, (balances = new Map()));
  balances.set(userId, balance);
}

/**
 * Locks the player's balance row for the rest of the transaction (postings for one
 * player serialise on it) and returns the balance; null when there is no such player.
 */
export async function lockBalance(tx: Tx, userId: string): Promise<number | null> {
  const known = lockedBalances.get(tx)?.get(userId);
  if (known !== undefined) return known;
  const balance = await ledgerRepository.lockBalance(tx, userId);
  if (balance !== null) remember(tx, userId, balance);
  return balance;
}

/** The first posting of this key, when it was made with the same values (a replay). */
async function replayOf(tx: Tx, posting: Posting): Promise<PostingResult | null> {
  const existing = await ledgerRepository.findByKey(tx, posting.idempotencyKey);
  if (!existing) return null;
  if (existing.userId !== posting.userId || existing.amount !== posting.amount) {
    throw new AppError('CONFLICT', 'This operation was already recorded with different values');
  }
  return { entry: existing, balanceAfter: existing.balanceAfter, replayed: true };
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

  const balance = await lockBalance(tx, userId);
  if (balance === null) throw new AppError('NOT_FOUND', 'User not found');

  const balanceAfter = balance + amount;
  if (balanceAfter < 0 || balanceAfter > MAX_BALANCE) {
    // A replay of a posting made while the balance allowed it still answers as the first did.
    const replay = await replayOf(tx, posting);
    if (replay) return replay;
    if (balanceAfter > MAX_BALANCE) throw new AppError('BAD_REQUEST', 'Balance would exceed the maximum');
    throw new AppError('INSUFFICIENT_FUNDS', `Insufficient fowls. You have ${formatFowls(balance, 'en-US')} but need ${formatFowls(-amount, 'en-US')}.`, {
      balance,
      needed: -amount,
    });
  }

  // The key is unique: a posting made before (visible now, since this transaction holds
  // the player's lock) inserts nothing, and is answered as the replay it is.
  const entry = await ledgerRepository.insertUnlessPosted(tx, {
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
  if (!entry) {
    const replay = await replayOf(tx, posting);
    if (!replay) throw new Error(`ledger key ${idempotencyKey} conflicted but cannot be found`);
    return replay;
  }
  await ledgerRepository.setBalance(tx, userId, balanceAfter);
  remember(tx, userId, balanceAfter);
  ledgerPostings.inc({ type: posting.type });
  return { entry, balanceAfter, replayed: false };
}
