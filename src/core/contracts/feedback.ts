import { z } from 'zod';
import { textSchema } from './text';

// Feedback (spec part 1 §3, §4, §5, §7, §8): a player writes to the team; an admin
// moves it from pending to reviewed to resolved and may answer.

export const FEEDBACK_MAX_LENGTH = 1000;

/** How many feedback messages one player may send per hour. */
export const FEEDBACK_PER_HOUR = 5;

/** How many of a player's messages the history shows, newest first. */
export const FEEDBACK_HISTORY_LIMIT = 100;

export const feedbackStatuses = ['pending', 'reviewed', 'resolved'] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses, { error: 'status must be one of pending, reviewed, resolved' });
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** The exact texts of spec part 1 §5 and §8. */
export const FEEDBACK_TEXT = {
  requiredTitle: 'Message Required',
  required: 'Please enter your feedback before submitting',
  tooLongTitle: 'Message Too Long',
  tooLong: `Please keep your feedback under ${FEEDBACK_MAX_LENGTH} characters`,
  sentTitle: 'Feedback Sent!',
  sent: "Thank you for your feedback. We'll review it soon.",
  failedTitle: 'Failed to Send Feedback',
  failedFallback: 'Please try again later',
  fetchFailed: 'Failed to fetch feedback',
  rateLimited: `You can send up to ${FEEDBACK_PER_HOUR} feedback messages an hour. Please try again later.`,
  othersHistory: 'You can only view your own feedback.',
} as const;

/** Trimmed, required, at most 1000 characters: the one rule for the form and the server. */
export const feedbackMessageSchema = textSchema({
  field: 'message',
  max: FEEDBACK_MAX_LENGTH,
  multiline: true,
  messages: { type: 'message must be a string', required: FEEDBACK_TEXT.required, tooLong: FEEDBACK_TEXT.tooLong },
});

export const feedbackBodySchema = z.object({ message: feedbackMessageSchema });
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  message: z.string(),
  status: feedbackStatusSchema,
  adminResponse: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackListSchema = z.object({ feedback: z.array(feedbackSchema) });
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** What the form shows for a message before sending it, with the specification's titles. */
export type FeedbackCheck = { ok: true; message: string } | { ok: false; title: string; description: string };

export function checkFeedbackMessage(raw: string): FeedbackCheck {
  const parsed = feedbackMessageSchema.safeParse(raw);
  if (parsed.success) return { ok: true, message: parsed.data };
  const empty = raw.trim().length === 0;
  return empty
    ? { ok: false, title: FEEDBACK_TEXT.requiredTitle, description: FEEDBACK_TEXT.required }
    : { ok: false, title: FEEDBACK_TEXT.tooLongTitle, description: FEEDBACK_TEXT.tooLong };
}

// ---- Admin portal (spec part 2 §3 'Feedback (admin view)', §4, §5, §7, §8) ----

/** How many messages the portal's Feedback Management lists, newest first. */
export const ADMIN_FEEDBACK_LIMIT = 200;

export const ADMIN_FEEDBACK_TEXT = {
  updatedTitle: 'Feedback Updated',
  updated: 'Feedback status has been updated successfully',
  failedTitle: 'Error',
  failed: 'Failed to update feedback status',
  empty: 'No feedback messages yet',
  notFound: 'Feedback not found',
} as const;

export const adminFeedbackQuerySchema = z.object({ status: feedbackStatusSchema.optional() });

export const adminFeedbackSchema = feedbackSchema.extend({
  user: z.object({ username: z.string(), avatar: z.string(), steamId: z.string() }),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminFeedbackListSchema = z.object({ feedback: z.array(adminFeedbackSchema) });
export type AdminFeedbackList = z.infer<typeof adminFeedbackListSchema>;

export const adminFeedbackParamsSchema = z.object({ feedbackId: z.uuid({ error: 'feedbackId must be a feedback id' }) });

/** An admin sets reviewed or resolved; the response is optional, trimmed, and omitted when empty (spec part 2 §5). */
export const adminFeedbackStatusBodySchema = z.object({
  status: z.enum(['reviewed', 'resolved'], { error: 'status must be reviewed or resolved' }),
  adminResponse: textSchema({
    field: 'adminResponse',
    max: FEEDBACK_MAX_LENGTH,
    multiline: true,
    required: false,
    messages: { type: 'adminResponse must be a string' },
  })
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type AdminFeedbackStatusBody = z.input<typeof adminFeedbackStatusBodySchema>;

export const adminFeedbackStatusResultSchema = z.object({ success: z.literal(true), feedback: feedbackSchema });
