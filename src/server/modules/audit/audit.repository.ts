import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEvent {
  actorId?: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

export const auditRepository = {
  /** Written inside the caller's transaction when there is one, so the record and the change agree. */
  async record(db: DbOrTx, event: AuditEvent): Promise<void> {
    await db.insert(auditLog).values({
      actorId: event.actorId ?? null,
      action: event.action,
      targetType: event.targetType ?? null,
      targetId: event.targetId ?? null,
      before: event.before ?? null,
      after: event.after ?? null,
      ip: event.ip ?? null,
    });
  },

  async latest(db: DbOrTx, limit: number): Promise<AuditRow[]> {
    return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
  },
};
