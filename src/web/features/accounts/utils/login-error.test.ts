import { describe, expect, it } from 'vitest';
import { loginErrors } from '../../../../core/accounts';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage', () => {
  it('maps each known error code to the specification text', () => {
    expect(loginErrorMessage('steam_auth_failed')).toBe('Steam authentication failed. Please try again.');
    expect(loginErrorMessage('steam_user_not_found')).toBe('Could not retrieve user information from Steam.');
    expect(loginErrorMessage('login_failed')).toBe('Login process failed. Please try again.');
  });

  it('falls back for any other value', () => {
    for (const code of ['', 'unknown', 'STEAM_AUTH_FAILED', 'toString', '__proto__']) {
      expect(loginErrorMessage(code)).toBe('Something went wrong with Steam authentication.');
    }
  });

  it('has a distinct message for every code in the contract', () => {
    const texts = new Set(loginErrors.map(loginErrorMessage));
    expect(texts.size).toBe(loginErrors.length);
  });
});
