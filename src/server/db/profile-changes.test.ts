import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/databases';
import { profileChanges, users } from './schema';

// Answers showing other players' names and avatars are kept under this count: it must move
// with every real change of a profile, whoever makes it, and only then.
describe.each(databaseKinds)('the profile change count on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => void (database = await createTestDatabase(kind)));
  afterAll(() => database.close());

  it('counts each real change of a name, avatar or Steam id, and nothing else', async () => {
    const { db } = database;
    const count = async () => (await db.select().from(profileChanges))[0]!.version;
    const [player] = await db.insert(users).values({ steamId: '76561190000000011', username: 'Hen', avatar: 'a.png' }).returning();
    const before = await count();

    await db.update(users).set({ fowlBalance: 50 }).where(eq(users.id, player!.id));
    await db.update(users).set({ username: 'Hen', avatar: 'a.png' }).where(eq(users.id, player!.id));
    expect(await count()).toBe(before);

    await db.update(users).set({ username: 'Rooster' }).where(eq(users.id, player!.id));
    expect(await count()).toBe(before + 1);
    await db.update(users).set({ avatar: 'b.png' }).where(eq(users.id, player!.id));
    await db.update(users).set({ steamId: '76561190000000012' }).where(eq(users.id, player!.id));
    expect(await count()).toBe(before + 3);

    // A change rolled back is not counted.
    await db
      .transaction(async (tx) => {
        await tx.update(users).set({ username: 'Ghost' }).where(eq(users.id, player!.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await count()).toBe(before + 3);
    expect((await db.execute(sql`SELECT count(*)::int AS n FROM profile_changes`)) as unknown as { rows: { n: number }[] }).toMatchObject({ rows: [{ n: 1 }] });
  });
});
