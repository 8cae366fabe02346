import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../../test/helpers/databases';
import { openDatabase, type Database } from '../../db/client';
import { isMaintenanceOn, setMaintenance, watchMaintenance, type MaintenanceWatch } from './maintenance';
import { settingsRepository } from './settings.repository';

// The flag is cached on each instance and cleared by a NOTIFY from whichever
// instance (or operator command) changed it.
describe.each(databaseKinds)('the maintenance flag on %s', (kind) => {
  let database: TestDatabase;
  let watch: MaintenanceWatch;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    watch = await watchMaintenance(database);
  });
  afterAll(async () => {
    await watch?.close();
    await database?.close();
  });
  const ctx = () => ({ db: database.db, maintenance: watch });
  const writeWithoutNotice = (value: boolean) => settingsRepository.set(database.db, 'maintenance_mode', value, new Date());

  it('is read once and then served from this instance until a notification clears it', async () => {
    expect(watch.live()).toBe(true);
    expect(await isMaintenanceOn(ctx())).toBe(false);
    // A write that sends no notification is not seen: the copy is in use.
    await writeWithoutNotice(true);
    expect(await isMaintenanceOn(ctx())).toBe(false);
    await database.db.execute(sql`SELECT pg_notify('fowls_settings', 'maintenance_mode')`);
    await expect.poll(() => isMaintenanceOn(ctx())).toBe(true);
    await setMaintenance(ctx(), false, new Date());
    await expect.poll(() => isMaintenanceOn(ctx())).toBe(false);
  });

  it('is always read afresh inside a transaction', async () => {
    await expect.poll(() => isMaintenanceOn(ctx())).toBe(false);
    await writeWithoutNotice(true);
    expect(await database.db.transaction((tx) => isMaintenanceOn({ db: tx, maintenance: watch }))).toBe(true);
    await setMaintenance(ctx(), false, new Date());
  });

  it('keeps one copy per app: another app on the same database neither shares it nor drops it when it closes', async () => {
    const mine = ctx();
    const second = await watchMaintenance(database);
    const theirs = { db: database.db, maintenance: second };
    await expect.poll(() => isMaintenanceOn(mine)).toBe(false);
    expect(await isMaintenanceOn(theirs)).toBe(false);
    await second.close();
    await writeWithoutNotice(true);
    // This app's copy outlives the other app: it is still served until a notification clears it.
    expect(await isMaintenanceOn(mine)).toBe(false);
    // The closed one trusts nothing it kept.
    expect(await isMaintenanceOn(theirs)).toBe(true);
    await setMaintenance(mine, false, new Date());
    await expect.poll(() => isMaintenanceOn(mine)).toBe(false);
  });

  it.runIf(kind === 'postgres')('reaches another instance: its copy is cleared by the toggle of this one', async () => {
    const other: Database = await openDatabase({ kind: 'postgres', url: database.url! });
    const otherWatch = await watchMaintenance(other);
    try {
      expect(otherWatch.live()).toBe(true);
      await expect.poll(() => isMaintenanceOn({ db: other.db, maintenance: otherWatch })).toBe(false);
      await database.db.transaction((tx) => setMaintenance({ db: tx }, true, new Date()));
      await expect.poll(() => isMaintenanceOn({ db: other.db, maintenance: otherWatch })).toBe(true);
      await setMaintenance(ctx(), false, new Date());
      await expect.poll(() => isMaintenanceOn({ db: other.db, maintenance: otherWatch })).toBe(false);
    } finally {
      await otherWatch.close();
      await other.close();
    }
  });
});
