import { HIGH_ROLLER_MIN_BET, LIVE_BETS_SIZE, type LiveBet, type LiveBetTab } from '../../../../core/contracts/live-bets';

/** Whether a pushed bet belongs in a tab, by the server's own rules for it. */
export function belongsTo(tab: LiveBetTab, bet: LiveBet): boolean {
  if (tab === 'mine') return bet.mine;
  if (tab === 'high') return bet.betAmount >= HIGH_ROLLER_MIN_BET;
  return true;
}

/**
 * A pushed bet into a tab's list, newest first, once, keeping the newest LIVE_BETS_SIZE.
 * The player's own version of a row (their name, "mine") wins over the public one,
 * whichever of the two arrived first.
 */
export function withPushedBet(bets: readonly LiveBet[], pushed: LiveBet): LiveBet[] {
  const listed = bets.find((b) => b.id === pushed.id);
  if (listed) return listed.mine || !pushed.mine ? [...bets] : bets.map((b) => (b.id === pushed.id ? pushed : b));
  // ISO times of one server compare as strings; pushes may land a little out of order.
  return [...bets, pushed].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, LIVE_BETS_SIZE);
}
