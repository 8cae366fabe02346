import { z } from 'zod';
import { feedGames } from '../feed';
import { uuidSchema } from './common';

// A player's public profile, /players/{id} (decision 0071). A player who hides their
// name from the live wins feed keeps their profile private too: the answer then says
// only that it is private.

/** How many raffle wins and best game wins a profile lists. */
export const PROFILE_RAFFLE_WINS = 12;
export const PROFILE_BEST_WINS = 5;

export const playerIdParamsSchema = z.object({ id: uuidSchema });

export const profileRaffleWinSchema = z.object({
  raffleId: z.string(),
  raffleName: z.string(),
  prize: z.object({ name: z.string(), imageUrl: z.string().nullable() }).nullable(),
  /** When the win became public: the draw's wheel stopped. */
  at: z.string(),
});
export type ProfileRaffleWin = z.infer<typeof profileRaffleWinSchema>;

export const profileBestWinSchema = z.object({
  roundId: z.string(),
  game: z.enum(feedGames),
  bet: z.number().int(),
  multiplier: z.number(),
  payout: z.number().int(),
  at: z.string(),
});
export type ProfileBestWin = z.infer<typeof profileBestWinSchema>;

export const publicProfileSchema = z.discriminatedUnion('private', [
  z.object({ private: z.literal(true), id: z.string() }),
  z.object({
    private: z.literal(false),
    id: z.string(),
    username: z.string(),
    avatar: z.string(),
    level: z.string(),
    /** Raffles won, all time (the level counts them). */
    rafflesWon: z.number().int(),
    memberSince: z.string(),
    /** Fowls staked on raffles and games, all time. */
    wagered: z.number().int(),
    raffleWins: z.array(profileRaffleWinSchema),
    bestWins: z.array(profileBestWinSchema),
  }),
]);
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const PLAYER_NOT_FOUND = 'Player not found.';
