import { AppError } from '../../../core/errors';
import { ledgerTypeCategory, type LedgerType } from '../../../core/contracts/ledger';
import { formatFowls } from '../../../core/money';
import type { Tx } from '../../db/client';
import { ledgerPostings } from '../../metrics';
import { ledgerRepository, type LedgerRow, type LockedUser } from './ledger.repository';

/** The most fowls one balance may hold. */
export const MAX_BALANCE = 2_000_000_000;

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
  /** When it moved, by the app's clock: play limits and history windows count by this time. */
  at: Date;
}

export interface PostingResult {
  entry: LedgerRow;
  balanceAfter: number;
  /** True when the key had been posted before and nothing moved now. */
  replayed: boolean;
}

// The user rows a transaction has locked, with balances as they stand after its own
// postings. Only postEntry changes a balance (DESIGN rule 2) and the row stays locked
// until the transaction ends, so a later posting or check in the same transaction can
// skip the lock's round trip. A transaction's object is its key: nothing outlives it.
const lockedUsers = new WeakMap<Tx, Map<string, LockedUser>>();

function remember(tx: Tx, userId: string, user: LockedUser): void {
  let users = lockedUsers.get(tx);
  if (!users) lockedUsers.set(tx, (users = new Map()));
  users.set(userId, user);
}

/**
 * Locks the user's row for the rest of the transaction (postings for one user serialise
 * on it) and returns it as it stands; null when there is no such user.
 */
export async function lockUser(tx: Tx, userId: string): Promise<LockedUser | null> {
  const known = lockedUsers.get(tx)?.get(userId);
  if (known) return known;
  const user = await ledgerRepository.lock(tx, userId);
  if (user) remember(tx, userId, user);
  return user;
}

/** Locks the user's row (see lockUser) and returns the balance; null when there is no such user. */
export const lockBalance = async (tx: Tx, userId: string): Promise<number | null> => (await lockUser(tx, userId))?.balance ?? null;

/**
 * Why a balance cannot take a movement of `amount` (too few fowls, or past the most one
 * balance may hold), or null when it can. Every posting and every bet settlement asks it.
 */
export function balanceRefusal(balance: number, amount: number): AppError | null {
  const balanceAfter = balance + amount;
  if (balanceAfter > MAX_BALANCE) return new AppError('BAD_REQUEST', 'Balance would exceed the maximum');
  if (balanceAfter < 0) {
    return new AppError('INSUFFICIENT_FUNDS', `Insufficient fowls. You have ${formatFowls(balance, 'en-US')} but need ${formatFowls(-amount, 'en-US')}.`, {
      balance,
      needed: -amount,
    });
  }
  return null;
}

/**
 * A posting as its ledger row, once its balance after is known. A statement that posts
 * without postEntry (a bet settled in one statement) writes these values, and counts them.
 */
export function ledgerRowOf(posting: Posting, balanceAfter: number) {
  return {
    userId: posting.userId,
    amount: posting.amount,
    balanceAfter,
    type: posting.type,
    category: ledgerTypeCategory[posting.type],
    description: posting.description,
    gameData: posting.gameData ?? null,
    raffleData: posting.raffleData ?? null,
    actorId: posting.actorId ?? null,
    idempotencyKey: posting.idempotencyKey,
    createdAt: posting.at,
  };
}

/** Counts postings written (the metric every posting path feeds). */
export const countPosting = (type: LedgerType): void => {
  ledgerPostings.inc({ type });
};

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

  const user = await lockUser(tx, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const balance = user.balance;

  const balanceAfter = balance + amount;
  const refusal = balanceRefusal(balance, amount);
  if (refusal) {
    // A replay of a posting made while the balance allowed it still answers as the first did.
    const replay = await replayOf(tx, posting);
    if (replay) return replay;
    throw refusal;
  }

  // The row and the balance in one statement. The key is unique: a posting made before
  // (visible now, since this transaction holds the player's lock) inserts nothing and
  // leaves the balance, and is answered as the replay it is.
  const entry = await ledgerRepository.post(tx, ledgerRowOf(posting, balanceAfter));
  if (!entry) {
    const replay = await replayOf(tx, posting);
    if (!replay) throw new Error(`ledger key ${idempotencyKey} conflicted but cannot be found`);
    return replay;
  }
  remember(tx, userId, { ...user, balance: balanceAfter });
  countPosting(posting.type);
  return { entry, balanceAfter, replayed: false };
}
