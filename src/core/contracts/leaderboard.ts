import { z } from 'zod';

/** How many players the leaderboard ranks: enough to find rivals, small enough to cache and send whole. */
export const LEADERBOARD_SIZE = 100;

export const leaderboardEntrySchema = z.object({
  id: z.string(),
  username: z.string(),
  steamId: z.string(),
  avatar: z.string(),
  raffleWagered: z.number().int(),
  totalWins: z.number().int(),
  fowlBalance: z.number().int(),
  /** Shows the ADMIN badge; false for the one admin the operator keeps unmarked. */
  isAdmin: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  /** Ranked by fowls wagered, then raffle wins, then username (spec part 1 §9 leaves the order open). */
  leaderboard: z.array(leaderboardEntrySchema),
  /** When this ranking was computed: it is cached for a few seconds. */
  updatedAt: z.string(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
