// Fowls are whole numbers. Display uses the reader's locale thousands separators.

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
