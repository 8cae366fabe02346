import type { Db, Tx } from '../../db/client';
import { isRetryableTransactionError } from '../../db/errors';

/**
 * Runs a transaction, retrying it when Postgres aborts it as a deadlock victim.
 * Entering and drawing lock a raffle and then users, but a draw inside an entry
 * can lock a second user, so two rare interleavings may still cross.
 */
export async function transactionWithRetry<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (e) {
      if (attempt >= attempts || !isRetryableTransactionError(e)) throw e;
    }
  }
}
