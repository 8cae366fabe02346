// Ledger types, their categories and labels, apart from the schemas in contracts/ledger.ts so
// that the dashboard's first screen need not load the validation library.

// Transaction types and their categories (spec part 1 §3, part 2 §3).
export const ledgerTypeCategory = {
  level_reward: 'other',
  fowl_case: 'fowl_case',
  daily_case: 'fowl_case',
  defuse_bomba: 'game',
  fowl_flip: 'game',
  fowl_hunt: 'game',
  aim_trainer: 'game',
  hen_house_hazard: 'game',
  plinko: 'game',
  plinko_coop_bonus: 'game',
  game_win: 'game',
  game_loss: 'game',
  raffle_entry: 'raffle',
  raffle_win: 'raffle',
  admin_adjustment: 'other',
  referral_reward: 'other',
  referral_bonus: 'other',
  refund: 'other',
} as const;

export type LedgerType = keyof typeof ledgerTypeCategory;
export type LedgerCategory = (typeof ledgerTypeCategory)[LedgerType];

/** How each type reads on the player's and the admin's screens. */
const ledgerTypeLabels: Record<LedgerType, string> = {
  level_reward: 'Level Reward',
  fowl_case: 'Fowl Case',
  daily_case: 'Fowl Case',
  defuse_bomba: 'Defuse la Bomba',
  fowl_flip: 'Fowl Flip',
  fowl_hunt: 'Fowl Hunt',
  aim_trainer: 'Aim Trainer',
  hen_house_hazard: 'Hen House Hazard',
  plinko: 'Plinko',
  plinko_coop_bonus: 'Plinko Coop Bonus',
  game_win: 'Game Win',
  game_loss: 'Game Loss',
  raffle_entry: 'Raffle Entry',
  raffle_win: 'Raffle Win',
  admin_adjustment: 'Admin Adjustment',
  referral_reward: 'Referral Reward',
  referral_bonus: 'Referral Bonus',
  refund: 'Refund',
};

/** A readable name for a ledger type; unknown future types still read sensibly. */
export function transactionTypeLabel(type: string): string {
  return ledgerTypeLabels[type as LedgerType] ?? type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Types the dashboard's transaction history leaves out (spec part 1 §3). */
export const hiddenFromHistory: readonly LedgerType[] = ['daily_case', 'game_win', 'game_loss'];
