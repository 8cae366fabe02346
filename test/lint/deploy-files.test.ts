// The deploy files operators copy (deploy/fowls.service, deploy/fowls.env.example) stay true
// to the code: the example names every variable config.ts reads and none it does not, its
// values parse, and the unit gives the graceful stop the time the README asks for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The top-level keys of envSchema in config.ts: the variables the server reads. */
function variablesConfigReads(): string[] {
  const source = read('src/server/config.ts');
  const start = source.indexOf('const envSchema = z.object({');
  const end = source.indexOf('\n});', start);
  expect(start, 'envSchema not found in config.ts').toBeGreaterThan(-1);
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

/** KEY=value lines of the example, comments and blank lines aside. */
function exampleEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of read('deploy/fowls.env.example').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    expect(match, `not a KEY=value line: ${line}`).not.toBeNull();
    expect(entries, `${match![1]} appears twice`).not.toHaveProperty(match![1]!);
    entries[match![1]!] = match![2]!;
  }
  return entries;
}

describe('deploy files', () => {
  // Catches: a variable added to config.ts that operators never learn of, or one the example still names after the code dropped it.
  it('the example environment names exactly the variables config.ts reads', () => {
    const reads = variablesConfigReads();
    expect(reads.length).toBeGreaterThan(20);
    expect(Object.keys(exampleEntries()).sort()).toEqual([...reads].sort());
  });

  // Catches: an example value the server would refuse at start (a wrong format, a stale default).
  it("the example's values parse as the server parses them", () => {
    expect(() => parseEnv(exampleEntries())).not.toThrow();
  });

  // Catches: a unit that kills the process mid-stop, reads another environment file, or cannot write DATA_DIR.
  it('the systemd unit reads the example as its environment file, waits for the graceful stop and may write DATA_DIR', () => {
    const unit = read('deploy/fowls.service');
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/fowls\/fowls\.env$/m);
    // The graceful stop takes at most 20 s (main.ts); the README asks for at least 25 s.
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThanOrEqual(25);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    const writable = /^ReadWritePaths=(.+)$/m.exec(unit)?.[1]?.split(/\s+/) ?? [];
    expect(writable).toContain(exampleEntries().DATA_DIR);
  });
});
