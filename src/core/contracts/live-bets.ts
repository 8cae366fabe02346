import { z } from 'zod';
import { feedGameNames, feedGames } from '../feed';
import { fairRoundSchema } from './fairness';
import { feedPlayerSchema } from './feed';
import { uuidSchema } from './common';

// Live bets under each game and the case (decision 0068): the settled rounds of one game,
// listed by GET /api/bets and pushed as `live_bet` once each round's animation is over.
// A player who hides their name from the live wins feed is `player: null` here too,
// except to themselves.

/** How many rows each tab lists, and keeps as new rows arrive. */
export const LIVE_BETS_SIZE = 20;

/** A bet at least this large is a high roller's (half the largest bet a game takes). */
export const HIGH_ROLLER_MIN_BET = 500;

/** Every game with a live bets panel: the round's `game` column. */
export const liveBetGames = [...feedGames, 'fowl_case'] as const;
export type LiveBetGame = (typeof liveBetGames)[number];

export const liveBetGameNames: Record<LiveBetGame, string> = { ...feedGameNames, fowl_case: 'Fowl Case' };

/** The Fowl Case stakes nothing, so it has no high rollers to list. */
export const hasHighRollers = (game: LiveBetGame): boolean => game !== 'fowl_case';

export const liveBetTabs = ['all', 'mine', 'high'] as const;
export type LiveBetTab = (typeof liveBetTabs)[number];

export const liveBetsQuerySchema = z.object({
  game: z.enum(liveBetGames, { error: `game must be one of ${liveBetGames.join(', ')}` }),
  tab: z.enum(liveBetTabs, { error: `tab must be one of ${liveBetTabs.join(', ')}` }).default('all'),
});

export const liveBetParamsSchema = z.object({ id: uuidSchema });

export const liveBetSchema = z.object({
  id: z.string(),
  game: z.enum(liveBetGames),
  player: feedPlayerSchema.nullable(),
  /** The reader's own round (always shown with their name, and in "My bets"). */
  mine: z.boolean(),
  /** When the round settled. */
  at: z.string(),
  betAmount: z.number().int(),
  /** 0 for a round that paid nothing; null where nothing was staked and none applies (the case). */
  multiplier: z.number().nullable(),
  payout: z.number().int(),
});
export type LiveBet = z.infer<typeof liveBetSchema>;

export const liveBetsSchema = z.object({ bets: z.array(liveBetSchema) });

/**
 * One round opened from a row: its seeds and outcome as the fairness page lists a
 * player's own rounds (the server seed only once its pair is rotated), so the page can
 * verify it from the round's id.
 */
export const liveBetDetailsSchema = z.object({ ...fairRoundSchema.shape, ...liveBetSchema.shape });
export type LiveBetDetails = z.infer<typeof liveBetDetailsSchema>;
