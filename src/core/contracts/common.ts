import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  maintenance: z.boolean().optional(),
});

export const okSchema = z.object({ success: z.literal(true) });

export const uuidSchema = z.uuid({ error: 'must be a valid id' });

/** A path segment that names a user: the account's id or its SteamID64, nothing else. */
export const userRefSchema = z
  .string()
  .refine((v) => /^\d{17}$/.test(v) || uuidSchema.safeParse(v).success, { error: 'must be a user id or a SteamID64' });

/** Paths such as /api/fowl-flip/history/{userId}. */
export const userIdParamsSchema = z.object({ userId: userRefSchema });
/** Paths such as /api/user/{steamId}, which take the account id as well. */
export const steamIdParamsSchema = z.object({ steamId: userRefSchema });

/** Whole fowls only: no fractions, no strings, no values beyond what the ledger holds. */
export const fowlAmountSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number of fowls' })
  .max(1_000_000_000, { error: 'is too large' });
