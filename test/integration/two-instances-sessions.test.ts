import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { hashToken, SESSION_COOKIE } from '../../src/server/modules/accounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { signedInPlayer, type SignedInPlayer } from '../helpers/players';
import { admin, adminHeaders, type Admin } from '../helpers/raffles';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Two instances on one Postgres, as behind a load balancer: each keeps the sessions it
// read, and a change made on one reaches the other's next request through NOTIFY
// (decision 0062). No Redis: sessions do not need it.
describe.runIf(databaseKinds.includes('postgres'))('sessions kept by two instances on one Postgres', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let boss: Admin;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    a = await startTestApp('postgres', { database });
    b = await startTestApp('postgres', { database });
    boss = await admin(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.close();
  });

  const get = (t: TestApp, p: SignedInPlayer, url: string) => t.app.inject({ url, headers: { cookie: p.cookie } });
  const post = (t: TestApp, p: SignedInPlayer, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: p.cookie }, payload });
  const sessionHash = (p: SignedInPlayer) => {
    const raw = decodeURIComponent(p.cookie.slice(`${SESSION_COOKIE}=`.length).split(';')[0]!);
    return hashToken(b.app.unsignCookie(raw).value!);
  };
  const keptOnB = (p: SignedInPlayer) => b.ctx.keptSessions!.get(sessionHash(p), b.ctx.clock());

  /** B answers the player twice, the second time from its kept copy. */
  async function servedFromKeptCopy(p: SignedInPlayer, url: string) {
    expect((await get(b, p, url)).statusCode).toBe(200);
    expect(keptOnB(p)?.user.id).toBe(p.id);
    expect((await get(b, p, url)).statusCode).toBe(200);
  }
  /** The change made on A has reached B: its notification dropped B's copy (B answers nothing meanwhile). */
  const notifiedOnB = (p: SignedInPlayer) => expect.poll(() => keptOnB(p)).toBeNull();

  it('refuses on B, at its next request, a player banned on A', async () => {
    const p = await signedInPlayer(a);
    await servedFromKeptCopy(p, `/api/daily-case/can-open/${p.id}`);
    const banned = await a.app.inject({ method: 'POST', url: `/api/admin/users/${p.id}/ban`, headers: adminHeaders(boss), payload: { banned: true } });
    expect(banned.statusCode).toBe(200);
    await notifiedOnB(p);
    const refused = await get(b, p, `/api/daily-case/can-open/${p.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('BANNED');
  });

  it('refuses on B, at its next request, a session signed out on A', async () => {
    const p = await signedInPlayer(a);
    await servedFromKeptCopy(p, `/api/daily-case/can-open/${p.id}`);
    expect((await post(a, p, '/api/auth/logout')).statusCode).toBe(200);
    await notifiedOnB(p);
    expect((await get(b, p, `/api/daily-case/can-open/${p.id}`)).statusCode).toBe(401);
    expect((await get(b, p, '/api/auth/user')).json()).toBeNull();
  });

  it('shows and refuses on B, at its next request, a cool-off taken on A', async () => {
    const p = await signedInPlayer(a);
    await servedFromKeptCopy(p, `/api/daily-case/can-open/${p.id}`);
    expect((await get(b, p, `/api/daily-case/can-open/${p.id}`)).json().pause ?? null).toBeNull();
    const taken = await post(a, p, '/api/play-limits/break', { kind: 'cool_off', period: '24h' });
    expect(taken.statusCode, taken.body).toBe(200);
    await notifiedOnB(p);
    expect((await get(b, p, `/api/daily-case/can-open/${p.id}`)).json()).toMatchObject({ canOpen: false, pause: { kind: 'cool_off' } });
    const opened = await post(b, p, '/api/daily-case/open');
    expect(opened.statusCode).toBe(403);
    expect(opened.json().details).toMatchObject({ kind: 'cool_off' });
  });

  it('reads sessions from Postgres again while its listener is cut, so a change no notification announces is still seen', async () => {
    const p = await signedInPlayer(a);
    await servedFromKeptCopy(p, `/api/daily-case/can-open/${p.id}`);
    await database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "fowls_sessions"' AND datname = current_database()`,
    );
    await expect.poll(() => b.ctx.keptSessions!.live()).toBe(false);
    // With the triggers off for this transaction, no instance hears of the ban.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(users).set({ isBanned: true }).where(eq(users.id, p.id));
    });
    expect((await get(b, p, `/api/daily-case/can-open/${p.id}`)).statusCode).toBe(403);
    // Back, B keeps sessions again.
    await expect.poll(() => b.ctx.keptSessions!.live(), { timeout: 5000 }).toBe(true);
    const q = await signedInPlayer(a);
    await servedFromKeptCopy(q, `/api/daily-case/can-open/${q.id}`);
  });
});
