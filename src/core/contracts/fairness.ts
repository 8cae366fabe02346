import { z } from 'zod';

export const CLIENT_SEED_MAX_LENGTH = 64;

export const clientSeedSchema = z
  .string({ error: 'clientSeed must be a string' })
  .trim()
  .min(1, { error: 'Client seed is required' })
  .max(CLIENT_SEED_MAX_LENGTH, { error: `Client seed must be at most ${CLIENT_SEED_MAX_LENGTH} characters` })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Client seed may use letters, digits, - and _ only' });

export const setClientSeedBodySchema = z.object({ clientSeed: clientSeedSchema });

/** The active pair as the player sees it: the server seed only as its hash. */
export const seedPairSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type SeedPair = z.infer<typeof seedPairSchema>;

export const revealedSeedSchema = z.object({
  id: z.string(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Bets made with this pair: nonces 0 .. nonce-1. */
  nonce: z.number().int(),
  createdAt: z.string(),
  revealedAt: z.string(),
});
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

export const rotateResultSchema = z.object({ previous: revealedSeedSchema, current: seedPairSchema });
export const revealedSeedsSchema = z.object({ seeds: z.array(revealedSeedSchema) });

// ---- Past rounds for the fairness page (GET /api/fairness/rounds?game=) ----------

export const FAIR_ROUNDS_LIMIT = 50;

export const fairRoundsQuerySchema = z.object({
  game: z
    .string()
    .max(40, { error: 'game must be at most 40 characters' })
    .regex(/^[a-z_]+$/, { error: 'game must be a game key such as hen_house_hazard' })
    .optional(),
});

export const fairRoundSchema = z.object({
  id: z.string(),
  /** The game key, e.g. hen_house_hazard, fowl_flip, defuse_bomba. */
  game: z.string(),
  status: z.string(),
  betAmount: z.number().int(),
  payout: z.number().int(),
  createdAt: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The server seed once its pair has been rotated (revealed); null while it is still in use. */
  serverSeed: z.string().nullable(),
  /** What the game decided, as the player may see it (for Hen House Hazard: bombCount and bombs). */
  outcome: z.record(z.string(), z.unknown()).nullable(),
});
export type FairRound = z.infer<typeof fairRoundSchema>;

export const fairRoundsSchema = z.object({ rounds: z.array(fairRoundSchema) });
