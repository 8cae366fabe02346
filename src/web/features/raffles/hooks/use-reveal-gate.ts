import { useEffect } from 'react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { isRaffleOver } from '../../../../core/raffles';
import { holdDisplayedBalance, releaseDisplayedBalance } from '../../../lib/balance-hold';
import { hideOutcome } from '../utils/hide-outcome';
import type { WinnerDrawState } from './use-winner-draw';

export interface RevealGateOptions {
  raffle: RaffleDetail | undefined;
  draw: Pick<WinnerDrawState, 'revealed' | 'phase'>;
  now: number;
  /** The signed-in viewer, when there is one: an entrant's balance may change with the draw. */
  viewer: { id: string; fowlBalance: number } | null;
}

/**
 * Holds the outcome of a raffle back until its wheel stops. The server draws the
 * winner first and the page learns it at once, but everything that tells the
 * result (status, winner, seed, ticket, delivery, and a winner's level reward in the
 * header balance) waits for the spin, as a draw on a stage would. Visitors who
 * arrive after the draw see the result at once.
 */
export function useRevealGate({ raffle, draw, now, viewer }: RevealGateOptions): RaffleDetail | undefined {
  const entered = viewer !== null && raffle !== undefined && raffle.entriesWithUsers.some((e) => e.userId === viewer.id);
  // From the moment the raffle is over on this page until the wheel stops.
  const holding = entered && !draw.revealed && raffle !== undefined && isRaffleOver(raffle, now);
  const balance = viewer?.fowlBalance ?? 0;
  const { phase } = draw;
  useEffect(() => {
    // Holding again keeps the first value and renews the hold's time limit at each step of the draw.
    if (holding) holdDisplayedBalance(balance);
  }, [holding, balance, phase]);
  useEffect(() => {
    if (holding) return releaseDisplayedBalance;
  }, [holding]);

  if (!raffle) return raffle;
  return draw.revealed ? raffle : hideOutcome(raffle);
}
