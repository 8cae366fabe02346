import { z } from 'zod';

// Spectator mode (spec part 1 §2, §4, §6, §8): a read-only login for a screen that
// shows the platform live, for example on a stream.

export const SPECTATOR_TEXT = {
  accessDenied: 'Access Denied: This area is for spectators only.',
  accessErrorTitle: 'Access Error',
  failed: 'Failed to access spectator mode',
  unreachable: 'Unable to connect to spectator mode',
  unavailable: 'Spectator mode is currently unavailable.',
  returnHome: 'Return Home',
} as const;

/** How many recent winners the live view lists. */
export const RECENT_WINNERS_LIMIT = 8;

export const recentWinnerSchema = z.object({
  raffleId: z.string(),
  raffleName: z.string(),
  itemName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  totalPool: z.number().int(),
  participantCount: z.number().int(),
  drawnAt: z.string(),
  winner: z.object({ username: z.string(), avatar: z.string() }),
});
export type RecentWinner = z.infer<typeof recentWinnerSchema>;

export const recentWinnersSchema = z.object({ winners: z.array(recentWinnerSchema) });
