import { minimumEntryMessage } from '../../../../core/contracts/raffles';
import { formatFowls } from '../../../../core/money';

/** The browser's own checks, in the specification's words (part 2 §5); the server checks again. */
export function validateEntryAmount(raw: string, minEntry: number, balance: number): string | null {
  const amount = Number(raw);
  if (raw.trim() === '' || !Number.isSafeInteger(amount)) return 'Enter a whole number of fowls.';
  if (amount < minEntry) return minimumEntryMessage(minEntry, amount);
  if (amount > balance) return `Insufficient fowls. You have ${formatFowls(balance)} but need ${formatFowls(amount)}.`;
  return null;
}
