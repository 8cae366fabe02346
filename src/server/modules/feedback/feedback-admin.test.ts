import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { adminToken, signIn } from '../../../../test/helpers/sign-in';
import { ADMIN_FEEDBACK_TEXT } from '../../../core/contracts/feedback';
import { auditLog, feedback } from '../../db/schema';
import { demoPersonas } from '../../integrations/steam';

const adminSteamId = demoPersonas.find((p) => p.role === 'admin')!.steamId;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('admin feedback on %s', (kind) => {
  let t: TestApp;
  let admin: { cookie: string; token: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    const { cookie } = await signIn(t.app, adminSteamId);
    admin = { cookie, token: await adminToken(t.app, cookie) };
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, who: { cookie?: string; token?: string } = admin, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(who.cookie ? { cookie: who.cookie } : {}),
        ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
    });

  async function playerFeedback(message: string) {
    const p = await signIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: p.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ message }),
    });
    expect(res.statusCode).toBe(200);
    return { ...p, id: res.json().id as string };
  }
  const rowOf = async (id: string) => (await t.ctx.db.select().from(feedback).where(eq(feedback.id, id)))[0]!;
  const auditsOf = (id: string) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.review'), eq(auditLog.targetId, id)));

  it('lists every player’s feedback with its author, newest first, filterable by status', async () => {
    const a = await playerFeedback('First note');
    const b = await playerFeedback('Second note');
    const res = await call('GET', '/api/admin/feedback');
    expect(res.statusCode).toBe(200);
    const list = res.json().feedback as { id: string; user: { steamId: string; username: string; avatar: string }; status: string }[];
    const ids = list.map((f) => f.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(list.find((f) => f.id === a.id)).toMatchObject({ message: 'First note', status: 'pending', adminResponse: null, user: { steamId: a.steamId } });
    expect(typeof list[0]!.user.username).toBe('string');

    await call('POST', `/api/admin/feedback/${a.id}/status`, admin, { status: 'resolved' });
    const resolved = (await call('GET', '/api/admin/feedback?status=resolved')).json().feedback as { id: string }[];
    expect(resolved.map((f) => f.id)).toContain(a.id);
    expect(resolved.map((f) => f.id)).not.toContain(b.id);
    expect((await call('GET', '/api/admin/feedback?status=lost')).statusCode).toBe(400);
  });

  it('sets a status with a trimmed response, audits before and after, and the player sees it', async () => {
    const p = await playerFeedback('The case strip stutters.');
    const res = await call('POST', `/api/admin/feedback/${p.id}/status`, admin, { status: 'reviewed', adminResponse: '  Thanks, we are on it.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, feedback: { id: p.id, status: 'reviewed', adminResponse: 'Thanks, we are on it.' } });

    // An empty response is omitted: the earlier answer stays.
    const again = await call('POST', `/api/admin/feedback/${p.id}/status`, admin, { status: 'resolved', adminResponse: '   ' });
    expect(again.json().feedback).toMatchObject({ status: 'resolved', adminResponse: 'Thanks, we are on it.' });

    const history = await t.app.inject({ url: `/api/user/${p.steamId}/feedback`, headers: { cookie: p.cookie } });
    expect(history.json().feedback[0]).toMatchObject({ status: 'resolved', adminResponse: 'Thanks, we are on it.' });

    const audits = await auditsOf(p.id);
    expect(audits).toHaveLength(2);
    const first = audits.find((a) => (a.after as { status: string }).status === 'reviewed')!;
    expect(first.before).toEqual({ status: 'pending', adminResponse: null });
    expect(first.after).toEqual({ status: 'reviewed', adminResponse: 'Thanks, we are on it.' });
    expect(first.actorId).not.toBeNull();
  });

  it.each([
    ['a status of pending', { status: 'pending' }, 'status must be reviewed or resolved'],
    ['an unknown status', { status: 'done' }, 'status must be reviewed or resolved'],
    ['no status', { adminResponse: 'hi' }, 'status must be reviewed or resolved'],
    ['a response over 1000 characters', { status: 'reviewed', adminResponse: 'x'.repeat(1001) }, 'at most 1000 characters'],
    ['a response that is not text', { status: 'reviewed', adminResponse: 42 }, 'adminResponse must be a string'],
  ])('refuses %s with a 400 and changes nothing', async (_name, payload, text) => {
    const p = await playerFeedback('Unchanged');
    const res = await call('POST', `/api/admin/feedback/${p.id}/status`, admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(text);
    expect(await rowOf(p.id)).toMatchObject({ status: 'pending', adminResponse: null });
    expect(await auditsOf(p.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await call('POST', `/api/admin/feedback/${unknownId}/status`, admin, { status: 'resolved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ADMIN_FEEDBACK_TEXT.notFound);
    expect((await call('POST', '/api/admin/feedback/not-an-id/status', admin, { status: 'resolved' })).statusCode).toBe(400);
  });

  it('refuses anonymous callers, players and admins without a live token', async () => {
    const p = await playerFeedback('Refusals');
    const player = await signIn(t.app);
    const callers = [
      { who: {}, status: 401 },
      { who: { cookie: player.cookie }, status: 403 },
      { who: { cookie: player.cookie, token: admin.token }, status: 403 },
      { who: { cookie: admin.cookie }, status: 401 },
      { who: { cookie: admin.cookie, token: 'not-a-real-token' }, status: 401 },
    ];
    for (const { who, status } of callers) {
      expect((await call('GET', '/api/admin/feedback', who)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/feedback/${p.id}/status`, who, { status: 'resolved', adminResponse: 'no' })).statusCode).toBe(status);
    }
    expect(await rowOf(p.id)).toMatchObject({ status: 'pending', adminResponse: null });
  });
});
