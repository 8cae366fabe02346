import { z } from 'zod';
import { transactionSchema } from './ledger';

/** The dashboard's history shows this window (the ledger itself keeps everything). */
export const HISTORY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** At most this many rows of that window are sent: a busy player's day stays a quick read. */
export const HISTORY_MAX_ROWS = 200;

export const transactionHistorySchema = z.object({ transactions: z.array(transactionSchema) });
export type TransactionHistory = z.infer<typeof transactionHistorySchema>;
