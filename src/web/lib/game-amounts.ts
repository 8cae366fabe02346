import { formatFowls, formatSignedFowls } from '../../core/money';

// One rule for the amounts of a game round (decision 0038): a win shows what the round
// paid out ("Won 250 fowls", the same figure the ledger credits and the dashboard lists),
// a loss shows the stake it took, and a figure net of the stake always says "net".

export interface RoundAmounts {
  won: boolean;
  /** Gross amount paid back (0 on a loss). */
  payout: number;
  betAmount: number;
}

/** "Won 250 fowls": the payout, never the profit. */
export const wonFowls = (payout: number, locale?: string): string => `Won ${formatFowls(payout, locale)} fowls`;

/** "Lost 50 fowls": the stake the round took. */
export const lostFowls = (betAmount: number, locale?: string): string => `Lost ${formatFowls(betAmount, locale)} fowls`;

/** "net +200": payout less stake, always labelled. */
export const netFowls = (payout: number, betAmount: number, locale?: string): string => `net ${formatSignedFowls(payout - betAmount, locale)}`;

/** The headline amount of a finished round. */
export const roundAmountText = (round: RoundAmounts, locale?: string): string =>
  round.won ? wonFowls(round.payout, locale) : lostFowls(round.betAmount, locale);
