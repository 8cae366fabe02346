import { z } from 'zod';

// The ½, 2× and max buttons beside every bet field. They never offer a bet the game or
// the balance cannot take: the result stays within the game's limits (from src/core)
// and the player's balance. The server still checks every bet it is sent.

export interface BetLimits {
  min: number;
  max: number;
}

/** The whole number typed in a bet field, or null when it is not one. */
export function parseBet(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * `amount` brought within the game's limits and the balance. A balance under the
 * minimum leaves the minimum: there is no smaller bet to offer, and the server says why.
 */
export function clampBet(amount: number, { min, max }: BetLimits, balance: number): number {
  const top = Math.min(max, Math.max(balance, min));
  return Math.max(min, Math.min(Math.floor(amount), top));
}

/** What a field that holds no whole number counts as when a button is pressed. */
const current = (text: string, limits: BetLimits): number => parseBet(text) ?? limits.min;

export const halfBet = (text: string, limits: BetLimits, balance: number): number => clampBet(current(text, limits) / 2, limits, balance);

export const doubleBet = (text: string, limits: BetLimits, balance: number): number => clampBet(current(text, limits) * 2, limits, balance);

export const maxBet = (limits: BetLimits, balance: number): number => clampBet(limits.max, limits, balance);

/** A bet the game takes (balance aside): for a remembered value read back from the browser. */
export const withinLimits = (amount: number, { min, max }: BetLimits): boolean => Number.isSafeInteger(amount) && amount >= min && amount <= max;

/** A remembered bet is read back only when the game takes it. */
export const betSetting = (limits: BetLimits) => z.number().refine((amount) => withinLimits(amount, limits));
