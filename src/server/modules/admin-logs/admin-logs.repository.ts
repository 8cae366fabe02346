import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface LogRow {
  id: string;
  source: 'audit' | 'event';
  action: string;
  actorId: string | null;
  actorUsername: string | null;
  targetType: string | null;
  targetId: string | null;
  summary: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: Date;
}

/**
 * One feed: the audit log (what admins and services recorded) and the notable
 * events other tables already hold (accounts created, raffle draws, trade results,
 * payment webhooks), read in place so no module has to write them twice.
 * Each event's action is '<type>.<what>' so one prefix filter covers both sources.
 */
const feed = sql`
  SELECT a.id::text AS id, 'audit' AS source, a.action, a.actor_id::text AS actor_id, u.username AS actor_username,
         a.target_type, a.target_id, 'User: ' || tu.username AS summary, a.before, a.after, a.ip, a.created_at
    FROM audit_log a
    LEFT JOIN users u ON u.id = a.actor_id
    LEFT JOIN users tu ON a.target_type = 'user' AND tu.id::text = a.target_id
  UNION ALL
  SELECT 'user-joined:' || u.id::text, 'event', 'user.joined', u.id::text, u.username,
         'user', u.id::text, 'New account: ' || u.username, NULL::jsonb, NULL::jsonb, NULL::text, u.created_at
    FROM users u
  UNION ALL
  SELECT 'raffle-draw:' || r.id::text, 'event', 'raffle.draw', NULL::text, NULL::text,
         'raffle', r.id::text,
         r.name || ': ' || COALESCE('won by ' || w.username, 'no winner')
           || CASE WHEN r.draw_fallback_reason IS NOT NULL THEN ' (drawn without the beacon: ' || r.draw_fallback_reason || ')'
                   WHEN r.beacon_randomness IS NOT NULL THEN ' (beacon round ' || r.beacon_round || ')'
                   ELSE '' END,
         NULL::jsonb, NULL::jsonb, NULL::text, r.drawn_at
    FROM raffles r LEFT JOIN users w ON w.id = r.winner_id
   WHERE r.drawn_at IS NOT NULL
  UNION ALL
  SELECT 'trade:' || t.id::text, 'event', 'trade.' || t.status, t.user_id::text, p.username,
         'trade', COALESCE(t.trade_offer_id, t.id::text),
         COALESCE(t.partner_name, '?') || ': ' || t.status || COALESCE(' (' || t.message || ')', ''), NULL::jsonb, NULL::jsonb, NULL::text, t.updated_at
    FROM trade_logs t LEFT JOIN users p ON p.id = t.user_id
  UNION ALL
  SELECT 'payment-event:' || e.id, 'event', 'payment.' || e.type, pay.user_id::text, pu.username,
         'payment', e.charge_id, e.provider || ' ' || e.type, NULL::jsonb, NULL::jsonb, NULL::text, e.received_at
    FROM payment_events e LEFT JOIN payments pay ON pay.charge_id = e.charge_id LEFT JOIN users pu ON pu.id = pay.user_id
`;

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export const adminLogsRepository = {
  async page(db: DbOrTx, opts: { type?: string; limit: number; offset: number }): Promise<{ rows: LogRow[]; total: number }> {
    const where = opts.type ? sql`WHERE f.action LIKE ${`${opts.type}.%`}` : sql``;
    const [page, count] = await Promise.all([
      db.execute(sql`SELECT * FROM (${feed}) f ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`),
      db.execute(sql`SELECT count(*)::int AS n FROM (${feed}) f ${where}`),
    ]);
    return {
      total: Number(rowsOf<Record<string, unknown>>(count)[0]?.n ?? 0),
      rows: rowsOf<Record<string, unknown>>(page).map((r) => ({
        id: String(r.id),
        source: r.source === 'audit' ? 'audit' : 'event',
        action: String(r.action),
        actorId: text(r.actor_id),
        actorUsername: text(r.actor_username),
        targetType: text(r.target_type),
        targetId: text(r.target_id),
        summary: text(r.summary),
        before: r.before ?? null,
        after: r.after ?? null,
        ip: text(r.ip),
        createdAt: new Date(r.created_at as string | Date),
      })),
    };
  },
};
