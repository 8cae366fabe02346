import type { Raffle } from '../../../../core/contracts/raffles';

/**
 * The raffles still to be drawn, next draw first: active, not already shown on the
 * stage, by end time (then id, so every screen agrees).
 */
export function upcomingRaffles(raffles: readonly Raffle[], shown: ReadonlySet<string>): Raffle[] {
  return raffles
    .filter((r) => r.status === 'active' && !shown.has(r.id))
    .sort((a, b) => Date.parse(a.endTime) - Date.parse(b.endTime) || a.id.localeCompare(b.id));
}
