import { z } from 'zod';
import { DEFUSE_MAX_BET, DEFUSE_MIN_BET, DEFUSE_WIRE_COUNT } from '../games/defuse-la-bomba';
import { FLIP_MAX_BET, FLIP_MIN_BET } from '../games/fowl-flip';
import { HEN_HOUSE_MAX_BET, HEN_HOUSE_MAX_BOMBS, HEN_HOUSE_MIN_BET, HEN_HOUSE_MIN_BOMBS, HEN_HOUSE_TILE_COUNT } from '../games/hen-house-hazard';
import { fowlAmountSchema, uuidSchema } from './common';

// Hen House Hazard, Fowl Flip and Defuse la Bomba (spec part 2 §7, DESIGN §6).
// Fields the specification's client sends that claim a result (userId, board, payout,
// won, wiresCorrect) are accepted so old clients keep working, and never read.

/** A field the server accepts and ignores. */
const ignored = z.unknown().optional();

/** A whole-fowl bet between `min` and `max`, with the messages a player reads. */
export function betSchema(min: number, max?: number) {
  const base = fowlAmountSchema.min(min, { error: `Minimum bet is ${min} fowls` });
  return max === undefined ? base : base.max(max, { error: `Maximum bet is ${max} fowls` });
}

/** Where a round's outcome came from, so the player can verify it once the seed is revealed. */
export const roundFairnessSchema = z.object({
  seedId: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type RoundFairness = z.infer<typeof roundFairnessSchema>;

export const balanceField = { fowlBalance: z.number().int() };

// ---- Hen House Hazard -------------------------------------------------------

export const henHouseStartBodySchema = z.object({
  userId: ignored,
  betAmount: betSchema(HEN_HOUSE_MIN_BET, HEN_HOUSE_MAX_BET),
  gameData: z.object(
    {
      bombCount: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(HEN_HOUSE_MIN_BOMBS, { error: `Choose at least ${HEN_HOUSE_MIN_BOMBS} bomb` })
        .max(HEN_HOUSE_MAX_BOMBS, { error: `Choose at most ${HEN_HOUSE_MAX_BOMBS} bombs` }),
      board: ignored,
    },
    { error: 'gameData with a bombCount is required' },
  ),
});

export const tileSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: `must be a tile from 0 to ${HEN_HOUSE_TILE_COUNT - 1}` })
  .max(HEN_HOUSE_TILE_COUNT - 1, { error: `must be a tile from 0 to ${HEN_HOUSE_TILE_COUNT - 1}` });

export const henHouseRevealBodySchema = z.object({ gameId: uuidSchema, tile: tileSchema });
export const henHouseCashOutBodySchema = z.object({ gameId: uuidSchema, payout: ignored });

export const gameStatusSchema = z.enum(['active', 'won', 'lost', 'cashed_out']);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const henHouseGameSchema = z.object({
  id: z.string(),
  status: gameStatusSchema,
  betAmount: z.number().int(),
  bombCount: z.number().int(),
  /** Safe tiles uncovered so far (0..24), in reveal order. */
  revealed: z.array(z.number().int()),
  /** The multiplier a cash-out pays now (0.99 before any reveal). */
  multiplier: z.number(),
  /** The multiplier after one more safe tile; null when none is left or the game is over. */
  nextMultiplier: z.number().nullable(),
  /** What a cash-out pays now while active; what was paid once finished. */
  payout: z.number().int(),
  /** Every bomb tile, only once the game is over. */
  bombs: z.array(z.number().int()).nullable(),
  /** The tile that went off, when the game was lost. */
  hitTile: z.number().int().nullable(),
  fairness: roundFairnessSchema,
  createdAt: z.string(),
});
export type HenHouseGame = z.infer<typeof henHouseGameSchema>;

export const henHouseGameResponseSchema = z.object({ game: henHouseGameSchema, ...balanceField });
export const henHouseActiveResponseSchema = z.object({ game: henHouseGameSchema.nullable() });
export const henHouseRevealResponseSchema = z.object({
  result: z.enum(['safe', 'bomb']),
  tile: z.number().int(),
  game: henHouseGameSchema,
  ...balanceField,
});
export const henHouseCashOutResponseSchema = z.object({ payout: z.number().int(), game: henHouseGameSchema, ...balanceField });

// ---- Fowl Flip ---------------------------------------------------------------

export const coinSideSchema = z.enum(['heads', 'tails'], { error: 'selectedSide must be heads or tails' });

export const flipPlayBodySchema = z.object({
  betAmount: betSchema(FLIP_MIN_BET, FLIP_MAX_BET),
  selectedSide: coinSideSchema,
  userId: ignored,
  won: ignored,
  payout: ignored,
});

export const flipResultSchema = z.object({
  id: z.string(),
  /** The side the coin landed on. */
  result: coinSideSchema,
  selectedSide: coinSideSchema,
  won: z.boolean(),
  /** Gross amount paid back: 2× the bet on a win, 0 on a loss. */
  payout: z.number().int(),
  betAmount: z.number().int(),
  fairness: roundFairnessSchema,
  createdAt: z.string(),
});
export type FlipResult = z.infer<typeof flipResultSchema>;

export const flipPlayResponseSchema = z.object({ result: flipResultSchema, ...balanceField });
export const flipHistoryResponseSchema = z.object({ history: z.array(flipResultSchema) });

// ---- Defuse la Bomba -----------------------------------------------------------

export const defuseStartBodySchema = z.object({ betAmount: betSchema(DEFUSE_MIN_BET, DEFUSE_MAX_BET), userId: ignored });

/** Wires are 0 Red, 1 Green, 2 Blue, 3 Yellow. */
export const wireSchema = z
  .number({ error: 'must be a wire number from 0 to 3' })
  .int({ error: 'must be a wire number from 0 to 3' })
  .min(0, { error: `must be a wire number from 0 to ${DEFUSE_WIRE_COUNT - 1}` })
  .max(DEFUSE_WIRE_COUNT - 1, { error: `must be a wire number from 0 to ${DEFUSE_WIRE_COUNT - 1}` });

export const defuseCutBodySchema = z.object({ gameId: uuidSchema, wire: wireSchema });

export const defuseGameSchema = z.object({
  id: z.string(),
  status: gameStatusSchema,
  betAmount: z.number().int(),
  /** Wires cut so far, in cut order. */
  cutWires: z.array(z.number().int()),
  /** Safe wires cut (the 'Safe Wires: n/3' badge). */
  wiresCorrect: z.number().int(),
  /** The bomb wire, only once the game is over. */
  bombWire: z.number().int().nullable(),
  won: z.boolean(),
  payout: z.number().int(),
  fairness: roundFairnessSchema,
  createdAt: z.string(),
});
export type DefuseGame = z.infer<typeof defuseGameSchema>;

export const defuseGameResponseSchema = z.object({ game: defuseGameSchema, ...balanceField });
export const defuseActiveResponseSchema = z.object({ game: defuseGameSchema.nullable() });
export const defuseCutResponseSchema = z.object({
  result: z.enum(['safe', 'bomb']),
  wire: z.number().int(),
  game: defuseGameSchema,
  ...balanceField,
});
export const defuseHistoryResponseSchema = z.object({ history: z.array(defuseGameSchema) });

/** The specification's old route, where the browser claimed the result. */
export const DEFUSE_LEGACY_GONE_MESSAGE =
  'This route has been retired: results are no longer accepted from the browser. Start a game with POST /api/games/defuse-bomba/start and cut wires with POST /api/games/defuse-bomba/cut.';
