import { z } from 'zod';
import { transactionSchema } from './ledger';

/**
 * A path that names a user: a SteamID64 or the user's id. Only the user themself or
 * an admin may read it; anything else that is not a known user is simply not found.
 */
export const userPathParamsSchema = z.object({
  steamId: z.string().min(1, { error: 'must name a user' }).max(64, { error: 'is not a user id or Steam ID' }),
});

/** The dashboard's history shows this window (the ledger itself keeps everything). */
export const HISTORY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** At most this many rows of that window are sent: a busy player's day stays a quick read. */
export const HISTORY_MAX_ROWS = 200;

export const transactionHistorySchema = z.object({ transactions: z.array(transactionSchema) });
export type TransactionHistory = z.infer<typeof transactionHistorySchema>;
