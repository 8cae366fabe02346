// Fowls are whole numbers. Display uses the reader's locale thousands separators.

export function formatFowls(amount: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
}

export function formatSignedFowls(amount: number, locale?: string): string {
  const body = formatFowls(Math.abs(amount), locale);
  return amount > 0 ? `+${body}` : amount < 0 ? `-${body}` : body;
}
