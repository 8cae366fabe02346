import { describe, expect, it } from 'vitest';
// Read as text by Vite: core's lint keeps node:fs out of even its tests.
import readme from '../../README.md?raw';
import { flipPlayBodySchema, defuseStartBodySchema, henHouseStartBodySchema } from './contracts/games';
import { plinkoDropBodySchema } from './contracts/plinko';
import { FAUCET_ROWS, NOT_FAUCETS, faucetTableMarkdown } from './faucets';
import { DEFUSE_MAX_BET } from './games/defuse-la-bomba';
import { FLIP_MAX_BET } from './games/fowl-flip';
import { HEN_HOUSE_MAX_BET } from './games/hen-house-hazard';
import { PLINKO_MAX_BET } from './games/plinko';
import { ledgerTypeCategory, type LedgerType } from './ledger';

const START = '<!-- faucet-table:start -->';
const END = '<!-- faucet-table:end -->';

describe("the README's faucet table", () => {
  it('is the table the code computes', () => {
    const from = readme.indexOf(START);
    const to = readme.indexOf(END);
    expect(from, `README.md needs the markers ${START} and ${END}`).toBeGreaterThanOrEqual(0);
    expect(to, `README.md needs the markers ${START} and ${END}`).toBeGreaterThan(from);
    const table = faucetTableMarkdown();
    expect(
      readme.slice(from + START.length, to).trim(),
      `README.md's faucet table is out of date: paste this between ${START} and ${END} in "## Where fowls come from":\n\n${table}\n`,
    ).toBe(table);
  });

  it('has a row or a reason for every ledger type, so a new way of crediting fowls cannot pass unlisted', () => {
    const covered = new Set(FAUCET_ROWS.flatMap((row) => row.ledgerTypes));
    for (const type of Object.keys(ledgerTypeCategory) as LedgerType[]) {
      const reason = NOT_FAUCETS[type];
      expect(
        covered.has(type) || reason !== undefined,
        `ledger type ${type}: add it to a row of FAUCET_ROWS, or to NOT_FAUCETS with why it brings no fowls`,
      ).toBe(true);
      expect(covered.has(type) && reason !== undefined, `ledger type ${type} is both a faucet row and NOT_FAUCETS`).toBe(false);
    }
  });

  it("states the games' bet limits as the contracts enforce them", () => {
    const play = (betAmount: number) => ({ betAmount, selectedSide: 'heads' });
    expect([flipPlayBodySchema.safeParse(play(FLIP_MAX_BET)).success, flipPlayBodySchema.safeParse(play(FLIP_MAX_BET + 1)).success]).toEqual([true, false]);
    const defuse = (betAmount: number) => defuseStartBodySchema.safeParse({ betAmount }).success;
    expect([defuse(DEFUSE_MAX_BET), defuse(DEFUSE_MAX_BET + 1)]).toEqual([true, false]);
    const henHouse = (betAmount: number) => henHouseStartBodySchema.safeParse({ betAmount, gameData: { bombCount: 3 } }).success;
    expect([henHouse(HEN_HOUSE_MAX_BET), henHouse(HEN_HOUSE_MAX_BET + 1)]).toEqual([true, false]);
    const plinko = (betAmount: number) => plinkoDropBodySchema.safeParse({ betAmount, rows: 16, risk: 'high' }).success;
    expect([plinko(PLINKO_MAX_BET), plinko(PLINKO_MAX_BET + 1)]).toEqual([true, false]);
  });

  it('reads as the rules give it today', () => {
    // A few cells spelled out, so the table is checked against something besides itself.
    const row = (source: string) => FAUCET_ROWS.find((r) => r.source === source)!;
    expect(row('Start balance').mostPerDay).toBe('500, once per account');
    expect(row('Level rewards').mostPerDay).toBe('20,000 on one win; 46,500 in a lifetime');
    expect(row('Fowl Case, Premium').mostPerDay).toBe('3,000 (6 cases of at most 500)');
    expect(row('Fowl Case, Premium').expectedPerDay).toBe('1,005 (167.5 a case)');
    expect(row('Fowl Hunt').mostPerDay).toBe('500 net (a round pays at most 125 on its 25 bet)');
    expect(row('Plinko Coop bonus').mostPerDay).toBe("2,400 a fill; in all at most 8 % of the day's Plinko stakes");
    expect(row('Plinko').mostPerDay).toMatch(/^1,000,000 from one drop .*1 in 32,768/);
  });
});
