// Decision records stay findable and honest about their standing: each says when it
// was added and whether a later record changed it, and docs/decisions/README.md lists
// every one as its own lines say. See that README for the format.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../docs/decisions');

interface Decision {
  file: string;
  number: string;
  title: string | undefined;
  date: string | undefined;
  status: string | undefined;
}

/** The lines before the first section: the title, Date and Status, in either order (some records put them above the title). */
function readDecision(file: string): Decision {
  const head = readFileSync(join(dir, file), 'utf8').split(/^## /m)[0]!;
  const line = (pattern: RegExp) => pattern.exec(head)?.[1]?.trim();
  return {
    file,
    number: file.slice(0, 4),
    title: line(/^# (?:\d{4}: )?(.+)$/m),
    date: line(/^Date: (\d{4}-\d{2}-\d{2})$/m),
    status: line(/^Status: (.+)$/m),
  };
}

const decisions = readdirSync(dir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort()
  .map(readDecision);
const byNumber = new Map(decisions.map((d) => [d.number, d]));
const readme = readFileSync(join(dir, 'README.md'), 'utf8');
const numbersIn = (text: string): string[] => text.match(/\b\d{4}\b/g) ?? [];

/**
 * `accepted` or `amended by 0045` or `superseded by 0013 and 0047`, then, for a record
 * that itself changes earlier ones, `; amends 0008` or `; supersedes 0008`.
 */
const list = String.raw`\d{4}((, | and )\d{4})*`;
const statusPattern = new RegExp(String.raw`^(accepted|(amended|superseded) by ${list})(; (amends|supersedes) ${list})?$`);
/** Where the record stands (`amended by …`), and what it changes itself (` amends …`). */
const standing = (status: string | undefined): string => (status ?? '').split(';')[0]!;
const changing = (status: string | undefined): string => (status ?? '').split(';')[1] ?? '';
const changes = (status: string | undefined): string[] => (/^ (amends|supersedes) /.test(changing(status)) ? numbersIn(changing(status)) : []);
const changedBy = (status: string | undefined): string[] => (/^(amended|superseded) by /.test(standing(status)) ? numbersIn(standing(status)) : []);

describe('decision records', () => {
  it('there are records to check', () => {
    expect(decisions.length).toBeGreaterThan(30);
  });

  it.each(decisions.map((d) => [d.file, d] as const))('%s has a title, a Date and a Status', (_file, decision) => {
    expect(decision.title, 'a "# " title line').toBeTruthy();
    expect(decision.date, 'a "Date: YYYY-MM-DD" line beside the title: the day the record was added').toBeTruthy();
    expect(decision.status, 'a "Status: accepted" line (or "amended by NNNN", "superseded by NNNN"; "…; amends NNNN" on the later record)').toMatch(
      statusPattern,
    );
  });

  it('the index lists every record as its own lines say', () => {
    const rows = new Map(
      readme
        .split('\n')
        .map((line) => /^\| \[(\d{4})\]\(([^)]+)\) \| (.+) \| (.+) \| (.+) \|$/.exec(line))
        .filter((match) => match !== null)
        .map(([, number, file, title, date, status]) => [number!, { file, title, date, status }]),
    );
    const expected = decisions.map(({ number, file, title, date, status }) => [number, { file, title, date, status }]);
    expect(
      expected.map(([number]) => [number, rows.get(number as string)]),
      'docs/decisions/README.md: one row per record, "| [NNNN](file) | title | date | status |"',
    ).toEqual(expected);
  });

  it('a change is written on both records: "amends NNNN" on the later, "amended by" on the earlier', () => {
    const oneSided: string[] = [];
    for (const later of decisions) {
      for (const number of changes(later.status)) {
        const earlier = byNumber.get(number);
        if (!earlier || !changedBy(earlier.status).includes(later.number)) oneSided.push(`${later.number} changes ${number}, whose Status does not name it`);
      }
    }
    for (const earlier of decisions) {
      for (const number of changedBy(earlier.status)) {
        // A later record being written at the same time may not be here yet.
        const later = byNumber.get(number);
        if (later && !changes(later.status).includes(earlier.number))
          oneSided.push(`${earlier.number} says ${number} changes it, and ${number}'s Status does not`);
      }
    }
    expect(oneSided).toEqual([]);
  });

  it('every skipped number is explained in the index, and no explained number has a record', () => {
    const missingSection = readme.split(/^## Missing numbers$/m)[1] ?? '';
    const explained = new Set(numbersIn(missingSection));
    const highest = Math.max(...decisions.map((d) => Number(d.number)));
    const skipped = Array.from({ length: highest }, (_, i) => String(i + 1).padStart(4, '0')).filter((n) => !byNumber.has(n));
    expect(
      skipped.filter((n) => !explained.has(n)),
      'say in "## Missing numbers" why each is missing',
    ).toEqual([]);
    expect(
      [...explained].filter((n) => byNumber.has(n)),
      'these have records now: move them from "## Missing numbers" to the table',
    ).toEqual([]);
  });
});
