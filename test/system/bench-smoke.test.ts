import { describe, expect, it } from 'vitest';
import { formatTable, runBench } from '../load/bench-run';

// The benchmark of record with tiny sizes: every part of it runs (the data set, the built
// server as npm start runs it, the bracketed load, the socket processes and the admin's
// end of a raffle, the idle start), so `npm run bench` keeps working. Only that a number
// came out is checked, never how big it is; any baseline drift is kept, as one round is all.
describe('npm run bench, smoke sizes', () => {
  it('measures every row against its baseline', async () => {
    const lines: string[] = [];
    const rows = await runBench({
      kind: 'pglite',
      postgresUrl: null,
      sizes: { players: 4, activeRaffles: 2, entrantsPerActive: 4, endedRaffles: 5, entrantsPerEnded: 2, chatPerActive: 2 },
      mix: { pageViewSeconds: 60, updatesPerRafflePerMinute: 1 },
      rounds: 1,
      maxRejected: 0,
      maxDrift: 1,
      segmentSeconds: 0.3,
      sockets: 3,
      socketProcesses: 1,
      roundTripBets: 2,
      browser: false,
      lighthouseRuns: 0,
      idleSeconds: 0,
      idleStarts: 1,
      routeSeconds: 0.3,
      log: (line) => lines.push(line),
    });
    const measured = rows.filter((r) => r.median !== null);
    expect(measured.map((r) => r.measure)).toEqual([
      'polling mix req/s ÷ GET /api/platform',
      'players one instance serves, one page open each',
      'raffle list viewers (session check + list, 0.4 req/s each)',
      'raffle_ended to 3 sockets in one room, p99 ÷ bare Socket.IO',
      'idle RSS after 0 s, embedded database, worst of 1',
    ]);
    for (const r of measured) expect(r.median).toBeGreaterThan(0);
    // The rates per page come from the web app's intervals, and the exceptions are printed.
    expect(lines).toContain('  /raffles: weight 0.25, 0.517 req/s per player');
    expect(lines.some((line) => line.startsWith('  RATE_LIMIT_PER_MINUTE=1000000000'))).toBe(true);
    expect(formatTable(rows)).toContain('| polling mix req/s ÷ GET /api/platform |');
  });
});
