import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/helpers/clock';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/databases';
import { insertUser } from '../../../test/helpers/users';
import { createSessionService, isPremium } from '../modules/accounts';
import type { Db } from './client';
import { createSessionWatch, watchSessions, type SessionWatch } from './kept-sessions';
import { playLimits, sessions, users } from './schema';

/** A change no notification announces: only a kept session can hide it. */
async function changeQuietly(db: Db, userId: string, fields: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(users).set(fields).where(eq(users.id, userId));
  });
}

// Sessions are kept per app instance and dropped by the NOTIFY that triggers send
// (decision 0062); times that end access are checked by the clock when a session is used.
describe.each(databaseKinds)('kept sessions on %s', (kind) => {
  let database: TestDatabase;
  let watch: SessionWatch;
  const clock = manualClock();
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    watch = await watchSessions(database);
  });
  afterAll(async () => {
    await watch?.close();
    await database?.close();
  });
  const service = () => createSessionService({ db: database.db, clock: clock.now, keptSessions: watch });
  const signedIn = async (fields: Partial<typeof users.$inferInsert> = {}) => {
    const user = await insertUser(database.db, fields);
    const { token } = await service().create(user.id, {});
    return { user, token };
  };

  it('serves a session it read until a notification names its player, and drops only that player', async () => {
    expect(watch.live()).toBe(true);
    const one = await signedIn();
    const two = await signedIn();
    expect((await service().resolve(one.token))?.user.isBanned).toBe(false);
    expect((await service().resolve(two.token))?.user.isBanned).toBe(false);
    await changeQuietly(database.db, one.user.id, { isBanned: true });
    await changeQuietly(database.db, two.user.id, { isBanned: true });
    expect((await service().resolve(one.token))?.user.isBanned).toBe(false);
    await database.db.execute(sql`SELECT pg_notify('fowls_sessions', ${one.user.id})`);
    await expect.poll(async () => (await service().resolve(one.token))?.user.isBanned).toBe(true);
    expect((await service().resolve(two.token))?.user.isBanned).toBe(false);
  });

  it('is dropped by a ban, a sign-out everywhere and a break, whoever writes them, but not by money', async () => {
    const { user, token } = await signedIn();
    await service().resolve(token);
    // A balance, a counter and the time of the change move with every bet: no notice, the copy stays.
    await database.db.update(users).set({ fowlBalance: 5, totalWins: 1, raffleWagered: 2, totalSpent: 2, updatedAt: new Date() }).where(eq(users.id, user.id));
    await changeQuietly(database.db, user.id, { username: 'unseen' });
    expect((await service().resolve(token))?.user.username).not.toBe('unseen');

    await database.db.insert(playLimits).values({ userId: user.id, coolOffUntil: new Date(clock.ms + 3600_000) });
    await expect.poll(async () => (await service().resolve(token))?.user.playLimitsSet).toBe(true);
    await service().resolve(token);
    await changeQuietly(database.db, user.id, { username: 'seen' });
    await database.db.update(playLimits).set({ coolOffUntil: null }).where(eq(playLimits.userId, user.id));
    await expect.poll(async () => (await service().resolve(token))?.user.username).toBe('seen');

    await database.db.update(users).set({ isBanned: true }).where(eq(users.id, user.id));
    await expect.poll(async () => (await service().resolve(token))?.user.isBanned).toBe(true);
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await expect.poll(() => service().resolve(token)).toBeNull();
  });

  it('drops a session this instance ends at once, without waiting for the notification', async () => {
    const { user, token } = await signedIn();
    const again = await service().create(user.id, {});
    const first = await service().resolve(token);
    await service().resolve(again.token);
    expect(watch.size()).toBeGreaterThan(0);
    await service().end(first!.idHash);
    expect(await service().resolve(token)).toBeNull();
    await service().endAllForUser(user.id);
    expect(await service().resolve(again.token)).toBeNull();
  });

  it('checks the session expiry and the Premium expiry against the clock when a session is used', async () => {
    const user = await insertUser(database.db, { subscriptionExpiresAt: new Date(clock.ms + 60_000) });
    const { token } = await service().create(user.id, {}, 120_000);
    expect(isPremium((await service().resolve(token))!.user, clock.now())).toBe(true);
    clock.advance(90_000);
    expect(isPremium((await service().resolve(token))!.user, clock.now())).toBe(false);
    clock.advance(60_000);
    expect(await service().resolve(token)).toBeNull();
  });

  it('keeps no read that a notification raced, and no more sessions than its cap', async () => {
    const { user, token } = await signedIn();
    const found = { user, expiresAt: new Date(clock.ms + 60_000) };
    const capped = createSessionWatch(database.db, await database.listen('fowls_sessions_capped', () => undefined), { max: 2, maxAgeMs: 60_000 });
    const before = capped.generation();
    capped.forgetUser(randomId());
    capped.keep('raced', found, before);
    expect(capped.get('raced', clock.now())).toBeNull();
    for (const key of ['a', 'b', 'c']) capped.keep(key, found, capped.generation());
    expect(capped.size()).toBe(2);
    expect(capped.get('a', clock.now())).toBeNull();
    expect(capped.get('c', clock.now())?.user.id).toBe(user.id);
    // A closed watch trusts nothing it kept.
    await capped.close();
    expect(capped.get('c', clock.now())).toBeNull();
    expect((await service().resolve(token))?.user.id).toBe(user.id);
  });

  it.runIf(kind === 'postgres')('reads every session from the database while its listener is away, and drops them all when it is back', async () => {
    const { user, token } = await signedIn();
    await service().resolve(token);
    await database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "fowls_sessions"' AND datname = current_database()`,
    );
    await expect.poll(() => watch.live()).toBe(false);
    await changeQuietly(database.db, user.id, { username: 'while-away' });
    expect((await service().resolve(token))?.user.username).toBe('while-away');
    expect(watch.size()).toBe(0);
    await expect.poll(() => watch.live(), { timeout: 5000 }).toBe(true);
    await service().resolve(token);
    await changeQuietly(database.db, user.id, { username: 'kept' });
    expect((await service().resolve(token))?.user.username).toBe('while-away');
  });
});

const randomId = () => crypto.randomUUID();
