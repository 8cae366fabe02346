// Account texts both sides use, apart from the schemas in contracts/accounts.ts so that
// the first screen need not load the validation library.

export const BANNED_MESSAGE = 'Your account has been banned. Contact support if you believe this is a mistake.';

/**
 * Values of the `error` query parameter on /login: the three of spec part 1 §8,
 * and account_banned so a banned player learns why sign-in did not work.
 */
export const loginErrors = ['steam_auth_failed', 'steam_user_not_found', 'login_failed', 'account_banned'] as const;
export type LoginError = (typeof loginErrors)[number];
