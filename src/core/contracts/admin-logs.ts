import { z } from 'zod';

export const LOGS_PAGE_SIZE = 50;

/** Log types: the part of an action before its first dot ('user.ban' is a 'user' event). */
export const logTypes = ['admin', 'user', 'raffle', 'trade', 'payment', 'feedback', 'maintenance', 'game'] as const;
export const logTypeSchema = z.enum(logTypes, { error: `type must be one of ${logTypes.join(', ')}` });
export type LogType = z.infer<typeof logTypeSchema>;

export const logsQuerySchema = z.object({
  type: z.union([logTypeSchema, z.literal('')]).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(10_000)
    .optional(),
});

export const logEntrySchema = z.object({
  id: z.string(),
  /** 'audit' rows were written by an action; the others are read from the tables that record the event. */
  source: z.enum(['audit', 'event']),
  action: z.string(),
  actor: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  summary: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logsPageSchema = z.object({
  logs: z.array(logEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type LogsPage = z.infer<typeof logsPageSchema>;
