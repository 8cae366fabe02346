import { describe, expect, it } from 'vitest';
import { isCheckViolation, isRetryableTransactionError, isUniqueViolation, isUniqueViolationOf, pgCode } from './errors';

// drizzle wraps the driver's error and keeps the original as `cause`.
const wrapped = (code: string, constraint?: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code, constraint }) });

describe('Postgres error codes', () => {
  it('reads the SQLSTATE from the error itself or from the cause drizzle wraps it in', () => {
    expect(pgCode(Object.assign(new Error('pg'), { code: '23505' }))).toBe('23505');
    expect(pgCode(wrapped('23514'))).toBe('23514');
    expect(pgCode(new Error('plain'))).toBeUndefined();
    expect(pgCode(null)).toBeUndefined();
  });

  it('names unique and check violations, and the constraint of a unique violation', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23514'))).toBe(false);
    expect(isCheckViolation(wrapped('23514'))).toBe(true);
    expect(isCheckViolation(wrapped('23505'))).toBe(false);
    expect(isUniqueViolationOf(wrapped('23505', 'users_referral_code_unique'), 'users_referral_code_unique')).toBe(true);
    expect(isUniqueViolationOf(wrapped('23505', 'other'), 'users_referral_code_unique')).toBe(false);
  });

  it('retries deadlocks and serialization failures only', () => {
    expect(isRetryableTransactionError(wrapped('40P01'))).toBe(true);
    expect(isRetryableTransactionError(wrapped('40001'))).toBe(true);
    expect(isRetryableTransactionError(wrapped('23505'))).toBe(false);
    expect(isRetryableTransactionError(new Error('plain'))).toBe(false);
  });
});
