import type { RaffleDetail } from '../../../../core/contracts/raffles';

/**
 * The raffle as it looked between the close of its entries and its draw: everything
 * that names or implies the winner (status, winner, revealed seed, ticket, delivery)
 * is taken out. The page shows this while its wheel is still turning, so the result
 * arrives with the wheel's stop and not before it.
 */
export function hideOutcome(raffle: RaffleDetail): RaffleDetail {
  // The seed is public once the entries close, but with the beacon round out it settles the draw.
  if (raffle.status !== 'completed') return raffle.seed === null ? raffle : { ...raffle, seed: null };
  return {
    ...raffle,
    status: 'ended',
    winnerId: null,
    winner: null,
    seed: null,
    drawFloat: null,
    winningTicket: null,
    drawnAt: null,
    tradeOfferId: null,
    tradeStatus: null,
    beacon: raffle.beacon ? { ...raffle.beacon, randomness: null, signature: null, fallback: false, fallbackReason: null } : null,
  };
}
