import { describe, expect, it } from 'vitest';
import { validateEntryAmount } from './entry-amount';

describe('entry amount checks', () => {
  it('asks for whole fowls, at least the minimum, at most the balance', () => {
    expect(validateEntryAmount('', 10, 500)).toBe('Enter a whole number of fowls.');
    expect(validateEntryAmount('12.5', 10, 500)).toBe('Enter a whole number of fowls.');
    expect(validateEntryAmount('abc', 10, 500)).toBe('Enter a whole number of fowls.');
    expect(validateEntryAmount('5', 10, 500)).toBe('Minimum entry is 10 fowls. You entered 5 fowls.');
    expect(validateEntryAmount('-3', 10, 500)).toBe('Minimum entry is 10 fowls. You entered -3 fowls.');
    expect(validateEntryAmount('600', 10, 500)).toMatch(/^Insufficient fowls\. You have 500 but need 600\.$/);
    expect(validateEntryAmount('500', 10, 500)).toBeNull();
  });
});
