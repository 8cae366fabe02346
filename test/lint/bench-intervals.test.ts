// The bench's polling mix is built from the web app's intervals (test/load/bench-mix.ts).
// Each interval there names the constant the web app exports and its file: this reads the
// file, so a changed interval fails here until the bench changes with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webIntervals } from '../load/bench-mix';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe("the bench's polling intervals", () => {
  it.each(Object.values(webIntervals))('$name in $file is $ms ms', ({ name, file, ms }) => {
    const declared = new RegExp(`export const ${name} = ([\\d_]+);`).exec(read(file));
    expect(declared, `${file} no longer exports ${name} as a number`).not.toBeNull();
    expect(Number(declared![1]!.replaceAll('_', ''))).toBe(ms);
    // Exported and used as the query's interval, not only declared.
    expect(read(file)).toMatch(new RegExp(`refetchInterval: (\\([^)]*\\) => .*)?${name}\\b|pollMs = ${name}\\b`));
  });

  it('counts a read of the raffle list on every raffle_updated, as the list does', () => {
    expect(read('src/web/features/raffles/components/raffle-list.tsx')).toMatch(/useRefetchOnRaffleUpdates\(/);
  });
});
