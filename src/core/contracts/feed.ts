import { z } from 'zod';

// The live wins feed (decision 0032): notable moments of the whole site, pushed over
// the socket as `feed_event` and listed by GET /api/feed for pages that open later.
// A player who hides their name from the feed appears as `player: null`, shown as
// 'A player'.

/** How many recent events the feed lists. */
export const FEED_SIZE = 20;

/** What the ticker says in place of a player who hides their name. */
export const ANONYMOUS_PLAYER = 'A player';

export const feedPlayerSchema = z.object({ name: z.string(), avatar: z.string() });

const base = {
  id: z.string(),
  /** When the event became public (a raffle win: when its wheel stops). */
  at: z.string(),
  player: feedPlayerSchema.nullable(),
};

export const feedGames = ['hen_house_hazard', 'fowl_flip', 'defuse_bomba', 'fowl_hunt', 'plinko'] as const;
export type FeedGame = (typeof feedGames)[number];

export const feedGameNames: Record<FeedGame, string> = {
  hen_house_hazard: 'Hen House Hazard',
  fowl_flip: 'Fowl Flip',
  defuse_bomba: 'Defuse la Bomba',
  fowl_hunt: 'Fowl Hunt',
  plinko: 'Plinko Coop',
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
