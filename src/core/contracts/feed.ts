import { z } from 'zod';
import { feedGames } from '../feed';

export { FEED_SIZE, type FeedGame } from '../feed';

// The live wins feed (decision 0032): notable moments of the whole site, pushed over
// the socket as `feed_event` and listed by GET /api/feed for pages that open later.
// A player who hides their name from the feed appears as `player: null`, shown as
// 'A player'.

/** `id` opens the player's public profile (decision 0071). */
export const feedPlayerSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string() });

const base = {
  id: z.string(),
  /** When the event became public (a raffle win: when its wheel stops). */
  at: z.string(),
  player: feedPlayerSchema.nullable(),
};

export const feedEventSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('raffle_win'),
    raffleId: z.string(),
    raffleName: z.string(),
    /** The skin, when the raffle's prize is one. */
    prize: z.object({ name: z.string(), imageUrl: z.string().nullable() }).nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal('game_win'),
    game: z.enum(feedGames),
    /** The round's multiplier, as the game shows it (payout ÷ bet). */
    multiplier: z.number(),
    payout: z.number().int(),
  }),
  z.object({
    ...base,
    kind: z.literal('level_up'),
    level: z.string(),
  }),
]);
export type FeedEvent = z.infer<typeof feedEventSchema>;

export const feedSchema = z.object({ events: z.array(feedEventSchema) });

/** The player's choice, as sent and as answered. */
export const feedPrivacySchema = z.object({
  showNameInFeed: z.boolean({ error: 'showNameInFeed must be true or false' }),
});
