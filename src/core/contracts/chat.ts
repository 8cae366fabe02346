import { z } from 'zod';
import { chatMessageTextSchema } from './raffles';
import { textSchema } from './text';
import { uuidSchema } from './common';

// The site-wide chat (decision 0072): rooms every page can open, history on open, new
// messages pushed over the socket, and the moderation an operator needs.

/** The rooms there are; more (one per language) come by adding them here. */
export const chatRooms = ['global'] as const;
export type ChatRoom = (typeof chatRooms)[number];

/** Messages a room shows when it opens; older ones stay stored. */
export const SITE_CHAT_HISTORY = 50;
/** Longest a moderator may mute for in one go: 30 days. */
export const MAX_MUTE_MINUTES = 30 * 24 * 60;
export const MAX_SLOW_MODE_SECONDS = 3600;
export const MAX_BLOCKED_WORD_LENGTH = 64;

export const chatRoomParamsSchema = z.object({ room: z.enum(chatRooms, { error: 'Unknown chat room' }) });
export const chatMessageIdParamsSchema = z.object({ id: uuidSchema });

export const siteChatMessageSchema = z.object({
  id: z.string(),
  room: z.enum(chatRooms),
  message: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.string(), username: z.string(), avatar: z.string(), level: z.string(), isAdmin: z.boolean() }),
});
export type SiteChatMessage = z.infer<typeof siteChatMessageSchema>;

export const siteChatHistorySchema = z.object({
  messages: z.array(siteChatMessageSchema),
  /** Seconds between two messages of one player in this room; 0 when slow mode is off. */
  slowModeSeconds: z.number().int(),
});
export type SiteChatHistory = z.infer<typeof siteChatHistorySchema>;

export const siteChatBodySchema = z.object({ message: chatMessageTextSchema });

export const siteChatSendResultSchema = z.object({ message: siteChatMessageSchema });

/** Whether the caller may write, and if not, why: the panel shows it in place of the field. */
export const chatStandingSchema = z.object({
  canWrite: z.boolean(),
  reason: z.string().nullable(),
  mutedUntil: z.string().nullable(),
});
export type ChatStanding = z.infer<typeof chatStandingSchema>;

// ---- moderation ----

export const muteBodySchema = z.object({
  userId: uuidSchema,
  minutes: z
    .number({ error: 'minutes must be a number' })
    .int({ error: 'minutes must be a whole number' })
    .min(1, { error: 'minutes must be at least 1' })
    .max(MAX_MUTE_MINUTES, { error: `minutes can be at most ${MAX_MUTE_MINUTES} (30 days)` }),
  reason: textSchema({ field: 'reason', max: 200, messages: { required: 'Give the player a reason' } }),
});
export type MuteBody = z.infer<typeof muteBodySchema>;

export const slowModeBodySchema = z.object({
  slowModeSeconds: z
    .number({ error: 'slowModeSeconds must be a number' })
    .int({ error: 'slowModeSeconds must be a whole number' })
    .min(0, { error: 'slowModeSeconds cannot be negative' })
    .max(MAX_SLOW_MODE_SECONDS, { error: `slowModeSeconds can be at most ${MAX_SLOW_MODE_SECONDS}` }),
});

export const blockedWordBodySchema = z.object({
  word: textSchema({ field: 'word', max: MAX_BLOCKED_WORD_LENGTH, messages: { required: 'Enter a word or phrase' } }),
});

export const blockedWordSchema = z.object({ id: z.string(), word: z.string(), createdAt: z.string() });
export const blockedWordsSchema = z.object({ words: z.array(blockedWordSchema) });

export const chatReportSchema = z.object({
  message: siteChatMessageSchema.extend({ deleted: z.boolean() }),
  reports: z.number().int(),
  firstReportedAt: z.string(),
});
export const chatReportsSchema = z.object({ reports: z.array(chatReportSchema) });

export const chatMuteSchema = z.object({ userId: z.string(), until: z.string(), reason: z.string() });

export const CHAT_TEXT = {
  muted: (until: Date, reason: string) => `You are muted in chat until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${reason}`,
  belowThreshold: (min: number) => `Chat opens for writing once you have wagered ${min.toLocaleString('en-US')} fowls.`,
  selfExcluded: 'Chat is closed to you during your self-exclusion.',
  slowMode: (seconds: number) => `Slow mode is on: wait ${seconds} second${seconds === 1 ? '' : 's'} between messages.`,
  blocked: 'Your message contains a word that is not allowed in chat.',
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
  notFound: 'Message not found.',
  reported: 'Thanks: a moderator will look at this message.',
} as const;
