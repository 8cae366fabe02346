// Where fowls come from: every way fowls enter an account, with the most one account
// can gain from it in a day, as the README's table publishes it. Fowls weight raffle
// draws for real skins, so each source must be bounded and the bound public. Every
// number here is computed from the constant the server itself enforces, never typed
// again, so that changing a constant changes the table; faucets.test.ts fails until
// the README carries the new one. No product code imports this file (the README is
// what it produces), so knip.json names it an entry.

import { ADJUSTMENT_MAX_AMOUNT } from './contracts/admin-users';
import { DEFUSE_HOUSE_EDGE_BASIS_POINTS, DEFUSE_MAX_BET, DEFUSE_PAYOUT_MULTIPLIER, defusePayout } from './games/defuse-la-bomba';
import { CASE_COOLDOWN_MS, CASE_EXPECTED_VALUE, CASE_PRIZES, FREE_CASES } from './games/fowl-case';
import { FLIP_HOUSE_EDGE_BASIS_POINTS, FLIP_MAX_BET, FLIP_PAYOUT_MULTIPLIER, flipPayout } from './games/fowl-flip';
import { BET as HUNT_BET, FOWL_HUNT_DEFAULT_DAILY_CAP, GOAL_MAX, huntPayout } from './games/fowl-hunt';
import {
  HEN_HOUSE_MAX_BET,
  HEN_HOUSE_MAX_BOMBS,
  HEN_HOUSE_MIN_BOMBS,
  HEN_HOUSE_MIN_EDGE_BASIS_POINTS,
  henHousePayout,
  safeTileCount,
  survivalOdds,
} from './games/hen-house-hazard';
import {
  PLINKO_MAX_BET,
  PLINKO_MIN_EDGE_BASIS_POINTS,
  PLINKO_RISKS,
  PLINKO_ROW_COUNTS,
  plinkoMultipliers,
  plinkoPayout,
  type PlinkoRisk,
} from './games/plinko';
import {
  PLINKO_COOP_BONUS_MAX_MULTIPLIER,
  PLINKO_COOP_BONUS_RISK,
  PLINKO_COOP_BONUS_ROWS,
  PLINKO_COOP_BONUS_SHARE_PERMILLE,
  PLINKO_COOP_MAX_BONUS_PER_FILL,
  PLINKO_COOP_METER_TARGET,
  PLINKO_COOP_MIN_EDGE_BASIS_POINTS,
} from './games/plinko-coop';
import type { LedgerType } from './ledger';
import { LEVELS } from './levels';
import { MAX_ROUND_PAYOUT } from './money';
import { DAY_MS, formatUsd, PREMIUM_MONTHLY } from './premium';
import { REFERRAL_REWARD } from './referrals';

export interface FaucetRow {
  source: string;
  who: string;
  mostPerDay: string;
  /** Only where the expectation differs from the most; null reads as a dash. */
  expectedPerDay: string | null;
  boundBy: string;
  /** The ledger credits this row accounts for (faucets.test.ts checks every type has a home). */
  ledgerTypes: readonly LedgerType[];
}

// A fixed locale: the README is one text for every reader, and the test compares it exactly.
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const n = (value: number): string => numberFormat.format(value);
const percent = (basisPoints: number): string => `${n(basisPoints / 100)} %`;
/** A wager's expectation for the player, from the house's edge on it. */
const expectedLoss = (edgeBasisPoints: number, atLeast: boolean): string =>
  edgeBasisPoints === 0 ? '0: no house edge, as specified' : `a loss: the house keeps ${atLeast ? 'at least ' : ''}${percent(edgeBasisPoints)} of every stake`;

function binomial(total: number, chosen: number): number {
  let ways = 1;
  for (let i = 1; i <= chosen; i++) ways = (ways * (total - chosen + i)) / i;
  return ways;
}

// ---- the numbers each row needs, from the rules themselves ----

const [rookie, ...earnedLevels] = LEVELS;
if (!rookie || earnedLevels.length === 0) throw new Error('LEVELS must hold the Rookie level and at least one more');
const topLevel = earnedLevels[earnedLevels.length - 1]!;
const lifetimeLevelRewards = earnedLevels.reduce((sum, level) => sum + level.reward, 0);
const largestLevelReward = Math.max(...earnedLevels.map((level) => level.reward));

/** A Premium member opens at 0 h, 4 h, … of any 24 hours: as many cooldowns as start inside them. */
const casesPerDay = Math.ceil(DAY_MS / CASE_COOLDOWN_MS);
const largestCasePrize = Math.max(...CASE_PRIZES.map((p) => p.prize));
const caseHours = n(CASE_COOLDOWN_MS / 3_600_000);

/** Hen House's best round: the max bet and every safe tile uncovered, on the bomb count that pays most. */
const henHouseBest = (() => {
  let best = { payout: 0, bombs: 0, tiles: 0, oneIn: 0 };
  for (let bombs = HEN_HOUSE_MIN_BOMBS; bombs <= HEN_HOUSE_MAX_BOMBS; bombs++) {
    // The multiplier only grows with each safe tile, so a full board is each bomb count's best.
    const tiles = safeTileCount(bombs);
    const payout = henHousePayout(HEN_HOUSE_MAX_BET, bombs, tiles);
    const { ways, of } = survivalOdds(bombs, tiles);
    if (payout > best.payout) best = { payout, bombs, tiles, oneIn: of / ways };
  }
  return best;
})();

/** Plinko's best drop: the max bet on the highest multiplier of any table, with its odds. */
const plinkoBest = (() => {
  let best = { payout: 0, multiplier: 0, rows: 0, risk: 'low' as PlinkoRisk, oneIn: 0 };
  for (const rows of PLINKO_ROW_COUNTS) {
    for (const risk of PLINKO_RISKS) {
      const table = plinkoMultipliers(rows, risk);
      const multiplier = Math.max(...table);
      const payout = plinkoPayout(PLINKO_MAX_BET, multiplier);
      const chance = table.reduce((sum, m, bucket) => (m === multiplier ? sum + binomial(rows, bucket) / 2 ** rows : sum), 0);
      if (payout > best.payout) best = { payout, multiplier, rows, risk, oneIn: 1 / chance };
    }
  }
  return best;
})();

/** The bonus ball's table returns this much per fowl of its stake. */
const coopBonusTableReturn = plinkoMultipliers(PLINKO_COOP_BONUS_ROWS, PLINKO_COOP_BONUS_RISK).reduce(
  (sum, m, bucket) => sum + (m * binomial(PLINKO_COOP_BONUS_ROWS, bucket)) / 2 ** PLINKO_COOP_BONUS_ROWS,
  0,
);
const coopShare = PLINKO_COOP_BONUS_SHARE_PERMILLE / 1000;

const huntBestPayout = huntPayout(GOAL_MAX, HUNT_BET);
const premiumPrice = formatUsd(PREMIUM_MONTHLY.priceCents);

/** Every source of fowls, in the order the README lists them. */
export const FAUCET_ROWS: readonly FaucetRow[] = [
  {
    source: 'Start balance',
    who: 'every new account',
    mostPerDay: `${n(rookie.reward)}, once per account`,
    expectedPerDay: null,
    boundBy: `the ${rookie.name} level reward, paid when the first Steam sign-in creates the account`,
    ledgerTypes: ['level_reward'],
  },
  {
    source: 'Level rewards',
    who: 'a raffle winner',
    mostPerDay: `${n(largestLevelReward)} on one win; ${n(lifetimeLevelRewards)} in a lifetime`,
    expectedPerDay: null,
    boundBy: `raffle wins (each raffle has one winner, and the raffles that end in a day are the admins'); each level pays once, ${earnedLevels[0]!.name} at ${earnedLevels[0]!.minWins} win to ${topLevel.name} at ${topLevel.minWins}`,
    ledgerTypes: ['level_reward'],
  },
  {
    source: 'Referral bonus',
    who: 'a free-trial player who applied a code',
    mostPerDay: `${n(REFERRAL_REWARD)}, once per account`,
    expectedPerDay: null,
    boundBy: `their own first Premium payment (${premiumPrice})`,
    ledgerTypes: ['referral_bonus'],
  },
  {
    source: 'Referral reward',
    who: 'the owner of the code',
    mostPerDay: `${n(REFERRAL_REWARD)} per referred player's first Premium payment; no daily limit`,
    expectedPerDay: null,
    boundBy: `real money: a ${premiumPrice} payment by each referred Steam account`,
    ledgerTypes: ['referral_reward'],
  },
  {
    source: 'Fowl Case, free trial',
    who: 'a free-trial account',
    mostPerDay: `${n(largestCasePrize)}, once per account`,
    expectedPerDay: n(CASE_EXPECTED_VALUE * FREE_CASES),
    boundBy: `${n(FREE_CASES)} ${FREE_CASES === 1 ? 'case' : 'cases'} in total, at the published odds`,
    ledgerTypes: ['fowl_case'],
  },
  {
    source: 'Fowl Case, Premium',
    who: 'a Premium member',
    mostPerDay: `${n(casesPerDay * largestCasePrize)} (${n(casesPerDay)} cases of at most ${n(largestCasePrize)})`,
    expectedPerDay: `${n(casesPerDay * CASE_EXPECTED_VALUE)} (${n(CASE_EXPECTED_VALUE)} a case)`,
    boundBy: `one case every ${caseHours} hours`,
    ledgerTypes: ['fowl_case'],
  },
  {
    source: 'Fowl Hunt',
    who: 'a Premium member',
    mostPerDay: `${n(FOWL_HUNT_DEFAULT_DAILY_CAP)} net (a round pays at most ${n(huntBestPayout)} on its ${n(HUNT_BET)} bet)`,
    expectedPerDay: `depends on skill; at most ${n(FOWL_HUNT_DEFAULT_DAILY_CAP)}`,
    boundBy: `FOWL_HUNT_DAILY_CAP (${n(FOWL_HUNT_DEFAULT_DAILY_CAP)} unless the operator sets it) on the net winnings of the rounds started in a UTC day; a round that does not look like human play gets only its bet back`,
    ledgerTypes: ['fowl_hunt'],
  },
  {
    source: 'Hen House Hazard',
    who: 'a Premium member',
    mostPerDay: `${n(henHouseBest.payout)} from one round (a ${n(HEN_HOUSE_MAX_BET)} bet, ${n(henHouseBest.bombs)} bombs, all ${n(henHouseBest.tiles)} safe tiles: 1 in ${n(henHouseBest.oneIn)}); rounds are not limited`,
    expectedPerDay: expectedLoss(HEN_HOUSE_MIN_EDGE_BASIS_POINTS, true),
    boundBy: `the maximum bet (${n(HEN_HOUSE_MAX_BET)}), the maximum win of a round (${n(MAX_ROUND_PAYOUT)}) and the house edge`,
    ledgerTypes: ['hen_house_hazard'],
  },
  {
    source: 'Plinko',
    who: 'a Premium member',
    mostPerDay: `${n(plinkoBest.payout)} from one drop (a ${n(PLINKO_MAX_BET)} bet at ${n(plinkoBest.multiplier)}×, ${n(plinkoBest.rows)} rows ${plinkoBest.risk} risk: 1 in ${n(plinkoBest.oneIn)}); drops are not limited`,
    expectedPerDay: expectedLoss(PLINKO_MIN_EDGE_BASIS_POINTS, true),
    boundBy: `the maximum bet (${n(PLINKO_MAX_BET)}) and the house edge`,
    ledgerTypes: ['plinko'],
  },
  {
    source: 'Plinko Coop bonus',
    who: 'each Premium member who dropped during a fill',
    mostPerDay: `${n(PLINKO_COOP_MAX_BONUS_PER_FILL)} a fill; in all at most ${percent(PLINKO_COOP_BONUS_SHARE_PERMILLE * PLINKO_COOP_BONUS_MAX_MULTIPLIER * 10)} of the day's Plinko stakes`,
    expectedPerDay: `${percent(coopShare * coopBonusTableReturn * 10_000)} of the day's Plinko stakes, less than the drops lose: with them, a loss of at least ${percent(PLINKO_COOP_MIN_EDGE_BASIS_POINTS)}`,
    boundBy: `a ball worth ${percent(PLINKO_COOP_BONUS_SHARE_PERMILLE * 10)} of the player's own stakes in the fill (${n(PLINKO_COOP_METER_TARGET)} drops of at most ${n(PLINKO_MAX_BET)}), on ${n(PLINKO_COOP_BONUS_ROWS)} rows ${PLINKO_COOP_BONUS_RISK} risk (at most ${n(PLINKO_COOP_BONUS_MAX_MULTIPLIER)}×)`,
    ledgerTypes: ['plinko_coop_bonus'],
  },
  {
    source: 'Fowl Flip',
    who: 'a Premium member',
    mostPerDay: `${n(flipPayout(FLIP_MAX_BET, true))} from one flip (a win pays ${n(FLIP_PAYOUT_MULTIPLIER)}× the maximum bet of ${n(FLIP_MAX_BET)}); flips are not limited`,
    expectedPerDay: expectedLoss(FLIP_HOUSE_EDGE_BASIS_POINTS, false),
    boundBy: `the maximum bet (${n(FLIP_MAX_BET)}); double or nothing at even odds, so nothing in expectation`,
    ledgerTypes: ['fowl_flip'],
  },
  {
    source: 'Defuse la Bomba',
    who: 'a Premium member',
    mostPerDay: `${n(defusePayout(DEFUSE_MAX_BET, true))} from one round (a win pays ${n(DEFUSE_PAYOUT_MULTIPLIER)}× the maximum bet of ${n(DEFUSE_MAX_BET)}); rounds are not limited`,
    expectedPerDay: expectedLoss(DEFUSE_HOUSE_EDGE_BASIS_POINTS, false),
    boundBy: `the maximum bet (${n(DEFUSE_MAX_BET)}) and the house edge`,
    ledgerTypes: ['defuse_bomba'],
  },
  {
    source: 'Admin credit',
    who: 'any account, by an admin',
    mostPerDay: `${n(ADJUSTMENT_MAX_AMOUNT)} per adjustment; no daily limit`,
    expectedPerDay: null,
    boundBy: "an admin's decision; each adjustment is recorded in the audit log with its reason",
    ledgerTypes: ['admin_adjustment'],
  },
  {
    source: 'Raffle refund',
    who: 'the entrants of a raffle an admin deletes',
    mostPerDay: '0 net: it returns what the entries cost',
    expectedPerDay: null,
    boundBy: 'the entries paid; each entry is refunded once',
    ledgerTypes: ['refund'],
  },
  {
    source: 'Premium',
    who: 'the buyer',
    mostPerDay: '0: buying Premium grants no fowls itself',
    expectedPerDay: null,
    boundBy: `a ${premiumPrice} payment for ${n(PREMIUM_MONTHLY.durationDays)} days; what it unlocks, the games and a case every ${caseHours} hours, is in the rows above`,
    ledgerTypes: [],
  },
];

/**
 * Ledger types that bring no fowls in, each with the reason, so that a new type has to
 * be placed here or in a row before the tests pass.
 */
export const NOT_FAUCETS: Readonly<Partial<Record<LedgerType, string>>> = {
  raffle_entry: 'a debit: fowls staked on a raffle',
  raffle_win: 'the prize of a raffle is a skin, never fowls; its fowls are the level rewards',
  game_win: "a specification label; the server credits each game's payout under that game's own type",
  game_loss: 'a debit, and a specification label the server never writes',
  daily_case: 'a specification label; the server credits a case as fowl_case',
  aim_trainer: 'a specification label; the server credits Fowl Hunt as fowl_hunt',
};

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The table as the README shows it, between its faucet-table markers. */
export function faucetTableMarkdown(rows: readonly FaucetRow[] = FAUCET_ROWS): string {
  const lines = [
    '| source | who | most per account per day | expected per day, where it differs | bound by |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${[r.source, r.who, r.mostPerDay, r.expectedPerDay ?? '—', r.boundBy].map(cell).join(' | ')} |`),
  ];
  return lines.join('\n');
}
