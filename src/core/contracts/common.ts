import { z } from 'zod';
import { errorCodes, type ErrorBody } from '../errors';

/**
 * The JSON body of every error answer (ErrorBody): `error` is the human message the
 * client shows, `code` one of the codes the server sends (AppError's, and the few its
 * plugins send themselves), which is what screens decide by. OpenAPI lists the codes.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(errorCodes),
  details: z.unknown().optional(),
  maintenance: z.boolean().optional(),
}) satisfies z.ZodType<ErrorBody>;

/**
 * Every error status the API can answer, each with the one error body: any route may
 * refuse a caller (401, 403), a body (400, 413, 415), a burst (429) or run into
 * maintenance (503), so every route's schema declares them all, from this one map.
 */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
  503: errorBodySchema,
} as const;

export const okSchema = z.object({ success: z.literal(true) });

export const uuidSchema = z.uuid({ error: 'must be a valid id' });

/** A path segment that names a user: the account's id or its SteamID64, nothing else. */
export const userRefSchema = z.string().refine((v) => /^\d{17}$/.test(v) || uuidSchema.safeParse(v).success, { error: 'must be a user id or a SteamID64' });

/** Paths such as /api/fowl-flip/history/{userId}. */
export const userIdParamsSchema = z.object({ userId: userRefSchema });
/** Paths such as /api/user/{steamId}, which take the account id as well. */
export const steamIdParamsSchema = z.object({ steamId: userRefSchema });

/** Whole fowls only: no fractions, no strings, no values beyond what the ledger holds. */
export const fowlAmountSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number of fowls' })
  .max(1_000_000_000, { error: 'is too large' });
