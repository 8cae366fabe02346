import { ANONYMOUS_PLAYER, shownPlayer } from '../../../core/feed';
import { isResultPublic } from '../../../core/raffles';

/** A raffle's winner as read from their row: what a list may need to show them. */
export interface WinnerProfile {
  id: string;
  username: string;
  avatar: string;
  showNameInFeed: boolean;
}

export interface ListedWinner {
  id: string;
  username: string;
  avatar: string;
}

/**
 * The winner as a list may show them at `now` (docs/decisions/0048): nobody before the
 * draw's public moment (every wheel showing the draw has stopped), then the player, or
 * the feed's 'A player' with no picture for a player who hides their name from the live
 * wins feed. The raffle's own page is not a list: its wheel needs the winner from the
 * draw on, and its pages hide them until the wheel stops (decisions 0036, 0039).
 */
export function listedWinner(drawnAt: Date | null, winner: WinnerProfile | null, now: Date): ListedWinner | null {
  if (!winner || !isResultPublic(drawnAt, now.getTime())) return null;
  const shown = shownPlayer(winner);
  return { id: winner.id, username: shown?.name ?? ANONYMOUS_PLAYER, avatar: shown?.avatar ?? '' };
}
