import { z } from 'zod';
import { textSchema } from './text';

// The contact form on /contact (decision 0034): the one way to reach support that
// needs no sign-in, so signed-out visitors and banned players can write too. The
// feedback form (spec part 1) stays the signed-in players' channel.

/** A message may be longer than feedback: a ban appeal or a missing prize needs room. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

/** RFC 5321's limit on a forward path. */
export const SUPPORT_EMAIL_MAX_LENGTH = 254;

/** Messages one address (IP) may send per hour: anyone can post, so the limit is per connection. */
export const SUPPORT_MESSAGES_PER_HOUR = 3;

/** How many messages the admin portal lists, newest first. */
export const ADMIN_SUPPORT_MESSAGES_LIMIT = 200;

export const SUPPORT_TEXT = {
  emailRequired: 'Please enter your email address, so we can reply.',
  emailInvalid: 'Please enter a valid email address.',
  emailType: 'email must be a string',
  messageRequired: 'Please write your message.',
  messageTooLong: `Please keep your message under ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`,
  messageType: 'message must be a string',
  rateLimited: `You can send up to ${SUPPORT_MESSAGES_PER_HOUR} messages an hour. Please try again later.`,
  sentTitle: 'Message Sent',
  failedTitle: 'Message Not Sent',
  failedFallback: 'Please try again later.',
  networkFailed: 'Could not reach the server. Check your connection and try again.',
  adminEmpty: 'No support messages yet',
} as const;

/**
 * Trimmed, lower-cased and shaped like an address. Deliverability is only proven by
 * a reply; the shape check catches typos such as a missing '@' before they are sent.
 */
export const supportEmailSchema = z
  .string({ error: SUPPORT_TEXT.emailType })
  .trim()
  .min(1, { error: SUPPORT_TEXT.emailRequired })
  .max(SUPPORT_EMAIL_MAX_LENGTH, { error: SUPPORT_TEXT.emailInvalid })
  .pipe(z.email({ error: SUPPORT_TEXT.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const supportMessageTextSchema = textSchema({
  field: 'message',
  max: SUPPORT_MESSAGE_MAX_LENGTH,
  multiline: true,
  messages: { type: SUPPORT_TEXT.messageType, required: SUPPORT_TEXT.messageRequired, tooLong: SUPPORT_TEXT.messageTooLong },
});

export const supportMessageBodySchema = z.object({ email: supportEmailSchema, message: supportMessageTextSchema });
export type SupportMessageBody = z.input<typeof supportMessageBodySchema>;

export const supportMessageReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });
export type SupportMessageReceipt = z.infer<typeof supportMessageReceiptSchema>;

/** What the form shows before sending: the first problem, in the server's words. */
export type SupportMessageCheck = { ok: true; body: z.output<typeof supportMessageBodySchema> } | { ok: false; field: 'email' | 'message'; message: string };

export function checkSupportMessage(raw: { email: string; message: string }): SupportMessageCheck {
  const parsed = supportMessageBodySchema.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, field: issue.path[0] === 'email' ? 'email' : 'message', message: issue.message };
}

// ---- Admin portal: read next to Feedback Management ----

export const adminSupportMessageSchema = z.object({
  id: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The account that was signed in when it was sent (a banned one included), else null. */
  user: z.object({ username: z.string(), steamId: z.string(), isBanned: z.boolean() }).nullable(),
});
export type AdminSupportMessage = z.infer<typeof adminSupportMessageSchema>;

export const adminSupportMessageListSchema = z.object({ messages: z.array(adminSupportMessageSchema) });
export type AdminSupportMessageList = z.infer<typeof adminSupportMessageListSchema>;
