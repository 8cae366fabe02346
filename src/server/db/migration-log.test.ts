import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/databases';
import { MIGRATIONS_FOLDER, openDatabase } from './client';

// An operator reading a start's log learns which migrations it applied, and why a start
// that hangs before listening is waiting (another instance holds the migration lock).

type Line = { fields: Record<string, unknown>; message: string };
const collector = (onLine: (line: Line) => void = () => undefined) => {
  const lines: Line[] = [];
  return {
    lines,
    log: {
      info(fields: object, message: string) {
        const line = { fields: fields as Record<string, unknown>, message };
        lines.push(line);
        onLine(line);
      },
    },
  };
};

const shipped = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map(
  (e) => e.tag,
);

describe('migration log', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  // Catches: a first start that applies the schema without naming what it applied, or a later start that claims to apply it again.
  it('names every migration a first start applies, and none on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fowls-migration-log-'));
    dirs.push(dataDir);
    const first = collector();
    await (await openDatabase({ kind: 'pglite', dataDir }, { log: first.log })).close();
    expect(first.lines).toEqual([{ fields: { migrationsApplied: shipped }, message: `applied ${shipped.length} migrations: ${shipped.join(', ')}` }]);
    const second = collector();
    await (await openDatabase({ kind: 'pglite', dataDir }, { log: second.log })).close();
    expect(second.lines).toEqual([{ fields: { migrationsApplied: [] }, message: 'database schema up to date: no migration to apply' }]);
  });

  // Catches: an instance that waits on another's migrations in silence, so its stalled start looks like a hang.
  it.skipIf(!process.env.TEST_DATABASE_URL)('on Postgres, says that it waits for the instance holding the migration lock, and for how long', async () => {
    const database = await createTestDatabase('postgres');
    const holder = new pg.Client({ connectionString: database.url! });
    await holder.connect();
    try {
      // The other instance, in the middle of its migrations.
      await holder.query('SELECT pg_advisory_lock(725001)');
      let waiting!: () => void;
      const saidWaiting = new Promise<void>((resolve) => (waiting = resolve));
      const waiter = collector((line) => line.fields.migrationLock === 'waiting' && waiting());
      const opening = openDatabase({ kind: 'postgres', url: database.url! }, { log: waiter.log });
      await saidWaiting;
      await holder.query('SELECT pg_advisory_unlock(725001)');
      await (await opening).close();
      expect(waiter.lines.map((l) => l.fields.migrationLock ?? 'done')).toEqual(['waiting', 'waited', 'done']);
      expect(waiter.lines[1]!.fields.waitedMs).toEqual(expect.any(Number));
      expect(waiter.lines[1]!.message).toMatch(/^waited \d+\.\d s for another instance's migrations$/);
      expect(waiter.lines[2]!.fields).toEqual({ migrationsApplied: [] });
    } finally {
      await holder.end();
      await database.close();
    }
  });
});
