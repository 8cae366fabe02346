// The Premium plan (spec part 1 §1, §4 Membership, §9): $10 for 30 days, paid in
// crypto through a hosted checkout, renewed by hand, never automatically.

export const PREMIUM_PLAN_ID = 'monthly';
/** Plan ids that can appear in payment history; only the monthly one can be bought. */
export const PLAN_IDS = ['monthly', 'yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PREMIUM_MONTHLY = {
  id: PREMIUM_PLAN_ID,
  name: 'Premium Monthly',
  /** In cents, so no floating point touches money. */
  priceCents: 1000,
  currency: 'USD',
  durationDays: 30,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const PREMIUM_DURATION_MS = PREMIUM_MONTHLY.durationDays * DAY_MS;

/** Coins the hosted checkout accepts, as the checkout page lists them. */
export const SUPPORTED_COINS = ['BTC', 'ETH', 'LTC', 'BCH', 'USDC', 'DAI'] as const;

/** The renewal reminder shows when this many days or fewer remain. */
export const RENEWAL_REMINDER_DAYS = 7;

/** Charge ids in URLs and requests: letters, digits and hyphens only (spec part 1 §5). */
export const CHARGE_ID_PATTERN = /^[A-Za-z0-9-]{1,100}$/;
export const isValidChargeId = (value: unknown): value is string => typeof value === 'string' && CHARGE_ID_PATTERN.test(value);

/** "$10.00" from 1000 cents. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

const startOfLocalDay = (d: Date): number => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * Calendar days from today to the expiry day, in the reader's time zone: 0 when it
 * expires today, so a plan bought now reads "30 days remaining". Negative once past.
 * Rounded because a day across a daylight-saving change is 23 or 25 hours long.
 */
export function daysRemaining(expiresAt: Date, now: Date): number {
  return Math.round((startOfLocalDay(expiresAt) - startOfLocalDay(now)) / DAY_MS);
}

/** 'Expires today', '1 day remaining' or 'N days remaining' (spec part 1 §9). */
export function timeRemainingText(expiresAt: Date, now: Date): string {
  const days = Math.max(0, daysRemaining(expiresAt, now));
  if (days === 0) return 'Expires today';
  if (days === 1) return '1 day remaining';
  return `${days} days remaining`;
}

/** Whether an active membership is close enough to its end to remind the member to renew. */
export function needsRenewalReminder(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime() && daysRemaining(expiresAt, now) <= RENEWAL_REMINDER_DAYS;
}

/** What each plan gives (spec part 1 §6), as the plan cards and the management page list it. */
export const FREE_TRIAL_FEATURES = ['One free Fowl Case', 'One raffle entry', 'Apply a friend’s referral code', 'Dashboard and leaderboard'] as const;
export const PREMIUM_FEATURES = [
  'All mini-games',
  'A Fowl Case every 4 hours',
  'Unlimited raffle entries',
  'Your own referral code',
  'Community events',
  'Priority support',
] as const;
