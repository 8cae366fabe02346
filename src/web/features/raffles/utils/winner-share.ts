import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { aggregateEntries, formatOdds } from '../../../../core/raffles';

/** The winner's share of the tickets (their total over the pool, 2 decimals), or null before a winner. */
export function winnerSharePercent(raffle: Pick<RaffleDetail, 'winnerId' | 'entriesWithUsers' | 'totalPool'>): string | null {
  if (!raffle.winnerId) return null;
  const total = aggregateEntries(raffle.entriesWithUsers).find((p) => p.userId === raffle.winnerId)?.total ?? 0;
  return formatOdds(total, raffle.totalPool);
}

/** 'Won with 12.50% of the tickets', or null before a winner. */
export function winnerShareText(raffle: Pick<RaffleDetail, 'winnerId' | 'entriesWithUsers' | 'totalPool'>): string | null {
  const share = winnerSharePercent(raffle);
  return share === null ? null : `Won with ${share}% of the tickets`;
}
