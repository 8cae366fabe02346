import { z } from 'zod';

// The server reads these here with the schemas; the types and labels themselves live in core/ledger.ts.
export { ledgerTypeCategory, type LedgerType } from '../ledger';

export const gameDataSchema = z
  .object({
    betAmount: z.number().optional(),
    accuracy: z.number().optional(),
    multiplier: z.number().optional(),
    /** On a game round's row of the history, what the round paid out; its `amount` is the round's net. */
    payout: z.number().optional(),
  })
  .catchall(z.unknown());

export const raffleDataSchema = z
  .object({
    raffleId: z.string().optional(),
    raffleName: z.string().optional(),
    status: z.string().optional(),
  })
  .catchall(z.unknown());

export const transactionSchema = z.object({
  id: z.string(),
  type: z.string(),
  category: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
  gameData: gameDataSchema.nullable(),
  raffleData: raffleDataSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
