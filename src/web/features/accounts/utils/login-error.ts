import { BANNED_MESSAGE, loginErrors, type LoginError } from '../../../../core/accounts';

// Spec part 1 §8: the `error` query parameter on /login, each shown as a
// destructive toast titled 'Login Failed'.

export const LOGIN_FAILED_TITLE = 'Login Failed';
export const LOGIN_REDIRECT_FAILED = 'Please try again later.';

const messages: Record<LoginError, string> = {
  steam_auth_failed: 'Steam authentication failed. Please try again.',
  steam_user_not_found: 'Could not retrieve user information from Steam.',
  login_failed: 'Login process failed. Please try again.',
  account_banned: BANNED_MESSAGE,
};

const FALLBACK = 'Something went wrong with Steam authentication.';

const isLoginError = (code: string): code is LoginError => (loginErrors as readonly string[]).includes(code);

export function loginErrorMessage(code: string): string {
  return isLoginError(code) ? messages[code] : FALLBACK;
}
