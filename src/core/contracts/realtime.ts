import { z } from 'zod';
import { chatRooms, type SiteChatMessage } from './chat';
import type { FeedEvent } from './feed';
import type { LiveBet } from './live-bets';
import type { plinkoBonusSchema, plinkoCoopMeterSchema, plinkoRoomDropSchema } from './plinko';

// Socket.IO events on /ws. Server-to-client payloads are parsed by the browser
// with these schemas; client-to-server payloads are validated by the server.

export const raffleRoomBodySchema = z.object({ raffleId: z.string().min(1).max(64) });

export const balanceUpdatedSchema = z.object({ fowlBalance: z.number().int() });
export const newUserJoinedSchema = z.object({ username: z.string() });
export const maintenanceChangedSchema = z.object({ maintenanceMode: z.boolean() });
/** Sent just before the server closes a user's sockets, so open pages can say why. */
export const sessionEndedSchema = z.object({ reason: z.enum(['banned']) });
/** The player took a cool-off or excluded themselves: every open page stops play at once. */
export const playPausedSchema = z.object({ message: z.string() });

// Raffle room events. Payloads name the raffle and carry nothing private: chat
// text and entries are fetched through the routes, which check who may read them.
export const raffleEndingSchema = z.object({ raffleId: z.string(), action: z.literal('start_winner_selection') });
export const raffleEndedSchema = z.object({
  raffleId: z.string(),
  reason: z.enum(['time_expired', 'max_participants_reached', 'admin']),
});
export const raffleChatMessageEventSchema = z.object({ raffleId: z.string() });
/** Entries, edits or deletion changed a raffle: lists and pages refetch it. */
export const raffleUpdatedSchema = z.object({ raffleId: z.string() });

// The site chat (decision 0072): messages are pushed whole, they are public.
export const chatRoomBodySchema = z.object({ room: z.enum(chatRooms) });
export const siteChatDeletedSchema = z.object({ id: z.string(), room: z.enum(chatRooms) });
export const siteChatRoomSchema = z.object({ room: z.enum(chatRooms), slowModeSeconds: z.number().int() });
/** To the muted player's own pages: the field closes with the reason at once. */
export const chatMutedSchema = z.object({ until: z.string(), reason: z.string() });

export interface ServerToClientEvents {
  balance_updated: (p: z.infer<typeof balanceUpdatedSchema>) => void;
  new_user_joined: (p: z.infer<typeof newUserJoinedSchema>) => void;
  maintenance_changed: (p: z.infer<typeof maintenanceChangedSchema>) => void;
  session_ended: (p: z.infer<typeof sessionEndedSchema>) => void;
  play_paused: (p: z.infer<typeof playPausedSchema>) => void;
  raffle_ending: (p: z.infer<typeof raffleEndingSchema>) => void;
  raffle_ended: (p: z.infer<typeof raffleEndedSchema>) => void;
  chat_message: (p: z.infer<typeof raffleChatMessageEventSchema>) => void;
  raffle_updated: (p: z.infer<typeof raffleUpdatedSchema>) => void;
  plinko_drop: (p: z.infer<typeof plinkoRoomDropSchema>) => void;
  plinko_meter: (p: z.infer<typeof plinkoCoopMeterSchema>) => void;
  plinko_bonus: (p: z.infer<typeof plinkoBonusSchema>) => void;
  /** A moment of the live wins feed, to every socket once it may be shown. */
  feed_event: (p: FeedEvent) => void;
  site_chat_message: (p: SiteChatMessage) => void;
  site_chat_deleted: (p: z.infer<typeof siteChatDeletedSchema>) => void;
  site_chat_room: (p: z.infer<typeof siteChatRoomSchema>) => void;
  chat_muted: (p: z.infer<typeof chatMutedSchema>) => void;
  /** A settled round of a game's live bets, once its animation is over: `mine` only to its player's own sockets. */
  live_bet: (p: LiveBet) => void;
}

export interface ClientToServerEvents {
  viewing_raffle: (p: z.infer<typeof raffleRoomBodySchema>) => void;
  leaving_raffle: (p: z.infer<typeof raffleRoomBodySchema>) => void;
  /** The Plinko page's live board (public: names, avatars and multipliers only). */
  watching_plinko: () => void;
  leaving_plinko: () => void;
  /** A site chat room (public: anyone may read it). */
  joining_chat: (p: z.infer<typeof chatRoomBodySchema>) => void;
  leaving_chat: (p: z.infer<typeof chatRoomBodySchema>) => void;
}

/** Room names. Anonymous sockets may join only public rooms. */
export const rooms = {
  public: 'public',
  raffle: (raffleId: string) => `raffle:${raffleId}`,
  user: (userId: string) => `user:${userId}`,
  admins: 'admins',
  plinko: 'plinko',
  siteChat: (room: string) => `chat:${room}`,
} as const;
