import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  maintenance: z.boolean().optional(),
});

export const okSchema = z.object({ success: z.literal(true) });

export const uuidSchema = z.uuid({ error: 'must be a valid id' });

/** Whole fowls only: no fractions, no strings, no values beyond what the ledger holds. */
export const fowlAmountSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number of fowls' })
  .max(1_000_000_000, { error: 'is too large' });
