import { describe, expect, it } from 'vitest';
import { formatTable, runBench } from '../load/bench-run';

// The benchmark of record with tiny sizes: every part of it runs (the server process,
// the data set, the load, the fan-out, the idle server), so `npm run bench` keeps
// working. Only that a number came out is checked, never how big it is.
describe('npm run bench, smoke sizes', () => {
  it('measures every row against its baseline', async () => {
    const rows = await runBench({
      kind: 'pglite',
      postgresUrl: null,
      sizes: { players: 4, activeRaffles: 2, entrantsPerActive: 4, endedRaffles: 5, entrantsPerEnded: 2, chatPerActive: 2 },
      rounds: 1,
      segmentSeconds: 0.3,
      httpConnections: 2,
      sockets: 3,
      browser: false,
      lighthouseRuns: 0,
      idleSeconds: 0,
      freshIdleServer: false,
      routeSeconds: 0.3,
      log: () => undefined,
    });
    const measured = rows.filter((r) => r.median !== null);
    expect(measured.map((r) => r.measure)).toEqual([
      'polling mix req/s ÷ GET /api/platform req/s',
      'session read alone (GET /api/auth/user) ÷ GET /api/platform: the mix ceiling',
      'players served, overall (spec polling intervals)',
      'players served on the raffle list',
      'raffle_ended to 3 sockets in one room, p99 ÷ bare Socket.IO',
      'idle server RSS, embedded database',
    ]);
    for (const r of measured) expect(r.median).toBeGreaterThan(0);
    expect(formatTable(rows)).toContain('| polling mix req/s ÷ GET /api/platform req/s |');
  });
});
