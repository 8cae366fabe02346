// Fowls are whole numbers. Display uses the reader's locale thousands separators.

/**
 * The most one game round pays, whatever its multiplier: a maximum win, as every casino
 * publishes one. It bounds what one round can move (a Hen House board cleared at 12 bombs
 * would pay 5,148,297 times the bet, past the ledger's 32-bit amounts) and equals Plinko's
 * best, 1,000× on the maximum bet of 1,000 (decision 0051).
 */
export const MAX_ROUND_PAYOUT = 1_000_000;

// Building a formatter costs far more than formatting; lists and tickers format many amounts per render.
const formatters = new Map<string | undefined, Intl.NumberFormat>();

export function formatFowls(amount: number, locale?: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

export function formatSignedFowls(amount: number, locale?: string): string {
  const body = formatFowls(Math.abs(amount), locale);
  return amount > 0 ? `+${body}` : amount < 0 ? `-${body}` : body;
}
