import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { isMaintenanceOn, settingsRepository } from '../modules/platform';

// Several apps run in one process (the multi-instance tests build two on one database):
// what one app keeps (its maintenance copy, its counters, its per-player queues, its
// route table) must be its own, or one app's traffic and shutdown would leak into another.
describe.each(databaseKinds)('two apps in one process on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  let bClosed = false;
  beforeAll(async () => {
    a = await startTestApp(kind);
    b = await startTestApp(kind, { database: a.database });
  });
  afterAll(async () => {
    if (!bClosed) await b?.close();
    await a?.close();
  });

  it('each has its own route table, with every route once', () => {
    expect(a.app.routeTable).not.toBe(b.app.routeTable);
    expect(b.app.routeTable.map((r) => `${r.method} ${r.url}`)).toEqual(a.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(new Set(a.app.routeTable.map((r) => `${r.method} ${r.url}`)).size).toBe(a.app.routeTable.length);
  });

  it('count only their own requests', async () => {
    const healthChecks = async (t: TestApp) =>
      (await t.app.metrics.httpRequestDuration.get()).values
        .filter((v) => v.metricName?.endsWith('_count') && v.labels.route === '/healthz')
        .reduce((sum, v) => sum + v.value, 0);
    const before = { a: await healthChecks(a), b: await healthChecks(b) };
    for (let i = 0; i < 3; i++) expect((await a.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(await healthChecks(a)).toBe(before.a + 3);
    expect(await healthChecks(b)).toBe(before.b);
  });

  it('queue a player in the app that serves the request only', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const work = a.app.userQueues.run('player-1', () => held);
    expect(a.app.userQueues.size).toBe(1);
    expect(b.app.userQueues.size).toBe(0);
    release();
    await work;
    expect(a.app.userQueues.size).toBe(0);
  });

  it('keep their own copy of the maintenance flag, which outlives the other app', async () => {
    expect(a.ctx.maintenance).toBeDefined();
    expect(a.ctx.maintenance).not.toBe(b.ctx.maintenance);
    await expect.poll(() => isMaintenanceOn(a.ctx)).toBe(false);
    await b.close();
    bClosed = true;
    // A write that sends no notification: only a kept copy still reads the old value.
    await settingsRepository.set(a.database.db, 'maintenance_mode', true, new Date());
    try {
      expect(await isMaintenanceOn(a.ctx)).toBe(false);
      expect(await isMaintenanceOn({ db: a.database.db })).toBe(true);
    } finally {
      await settingsRepository.set(a.database.db, 'maintenance_mode', false, new Date());
    }
  });
});
