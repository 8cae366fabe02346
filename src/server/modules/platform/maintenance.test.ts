import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../../test/helpers/databases';
import { openDatabase, type Database, type Listener } from '../../db/client';
import { isMaintenanceOn, setMaintenance, watchMaintenance } from './maintenance';
import { settingsRepository } from './settings.repository';

// The flag is cached on each instance and cleared by a NOTIFY from whichever
// instance (or operator command) changed it.
describe.each(databaseKinds)('the maintenance flag on %s', (kind) => {
  let database: TestDatabase;
  let watch: Listener;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    watch = await watchMaintenance(database);
  });
  afterAll(async () => {
    await watch?.close();
    await database?.close();
  });
  const ctx = () => ({ db: database.db });
  const writeWithoutNotice = (value: boolean) => settingsRepository.set(database.db, 'maintenance_mode', value);

  it('is read once and then served from this instance until a notification clears it', async () => {
    expect(watch.live()).toBe(true);
    expect(await isMaintenanceOn(ctx())).toBe(false);
    // A write that sends no notification is not seen: the copy is in use.
    await writeWithoutNotice(true);
    expect(await isMaintenanceOn(ctx())).toBe(false);
    await database.db.execute(sql`SELECT pg_notify('fowls_settings', 'maintenance_mode')`);
    await expect.poll(() => isMaintenanceOn(ctx())).toBe(true);
    await setMaintenance(ctx(), false);
    await expect.poll(() => isMaintenanceOn(ctx())).toBe(false);
  });

  it('is always read afresh inside a transaction', async () => {
    await expect.poll(() => isMaintenanceOn(ctx())).toBe(false);
    await writeWithoutNotice(true);
    expect(await database.db.transaction((tx) => isMaintenanceOn({ db: tx }))).toBe(true);
    await setMaintenance(ctx(), false);
  });

  it.runIf(kind === 'postgres')('reaches another instance: its copy is cleared by the toggle of this one', async () => {
    const other: Database = await openDatabase({ kind: 'postgres', url: database.url! });
    const otherWatch = await watchMaintenance(other);
    try {
      expect(otherWatch.live()).toBe(true);
      await expect.poll(() => isMaintenanceOn({ db: other.db })).toBe(false);
      await database.db.transaction((tx) => setMaintenance({ db: tx }, true));
      await expect.poll(() => isMaintenanceOn({ db: other.db })).toBe(true);
      await setMaintenance(ctx(), false);
      await expect.poll(() => isMaintenanceOn({ db: other.db })).toBe(false);
    } finally {
      await otherWatch.close();
      await other.close();
    }
  });
});
