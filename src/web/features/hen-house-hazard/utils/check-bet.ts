import { HEN_HOUSE_MAX_BET, HEN_HOUSE_MIN_BET } from '../../../../core/games/hen-house-hazard';

/** The player's bet as typed: a whole number within the limits and the balance, or the reason it is not. */
export function checkBet(text: string, balance: number): { bet: number; error: null } | { bet: null; error: string } {
  const bet = Number(text);
  if (text.trim() === '' || !Number.isSafeInteger(bet)) return { bet: null, error: 'Enter a whole number of fowls' };
  if (bet < HEN_HOUSE_MIN_BET) return { bet: null, error: `Minimum bet is ${HEN_HOUSE_MIN_BET} fowls` };
  if (bet > HEN_HOUSE_MAX_BET) return { bet: null, error: `Maximum bet is ${HEN_HOUSE_MAX_BET} fowls` };
  if (bet > balance) return { bet: null, error: "You don't have enough fowls for this bet" };
  return { bet, error: null };
}
