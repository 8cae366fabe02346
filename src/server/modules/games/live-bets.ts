import type { LiveBet, LiveBetGame } from '../../../core/contracts/live-bets';
import { shownPlayer } from '../../../core/feed';
import type { AppContext } from '../../context';
import { GAME_WIN_PUBLIC_AFTER_MS } from '../feed';
import type { GameRoundRow } from './game-rounds.repository';
import { liveBetsRepository, type LiveBetRow } from './live-bets.repository';

// Live bets under each game (decision 0068): the rows and their push. Apart from the
// list and details service so that the games' settlement paths can push without
// importing every game's outcome (which would import them back).

/**
 * A round is listed and pushed once its animation is over on its player's page, as the
 * live wins feed waits (decision 0032): the list never tells the player first.
 */
export const LIVE_BET_PUBLIC_AFTER_MS = GAME_WIN_PUBLIC_AFTER_MS;

/** The newest settled time a reader may see at `now`. */
export const shownBefore = (now: Date): Date => new Date(now.getTime() - LIVE_BET_PUBLIC_AFTER_MS);

/** Two decimals, as the games show multipliers. */
const twoDecimals = (m: number): number => Math.round(m * 100) / 100;

/**
 * A round that paid nothing is 0×; one that paid shows the multiplier the game stored,
 * else its payout over its bet; the case stakes nothing and has none.
 */
function shownMultiplier(r: LiveBetRow['round']): number | null {
  if (r.payout === 0) return 0;
  if (r.multiplier !== null) return twoDecimals(r.multiplier);
  return r.betAmount > 0 ? twoDecimals(r.payout / r.betAmount) : null;
}

/**
 * The row as `viewerId` reads it. The player is shown by the live wins feed's own rule
 * (shownPlayer): hidden from everyone else when they chose so, never from themselves.
 */
export function toLiveBet({ round, player }: LiveBetRow, viewerId: string | null): LiveBet {
  const mine = viewerId === round.userId;
  return {
    id: round.id,
    game: round.game as LiveBetGame,
    player: shownPlayer({ ...player, showNameInFeed: player.showNameInFeed || mine }),
    mine,
    at: round.finishedAt.toISOString(),
    betAmount: round.betAmount,
    multiplier: shownMultiplier(round),
    payout: round.payout,
  };
}

/**
 * After the commit of a settled round: pushes it to every open page once its animation is
 * over, the player's own sockets with their own version. Over the realtime layer, so a
 * page on any instance gets it; a restart before then only loses the push (the list reads
 * the round all the same). Nothing here moves fowls; a failure is logged, never thrown.
 */
export function pushSettledRound(ctx: AppContext, row: Pick<GameRoundRow, 'id' | 'finishedAt'>): void {
  const send = async () => {
    const bet = await liveBetsRepository.byId(ctx.db, row.id, shownBefore(ctx.clock()));
    if (!bet) return;
    ctx.realtime.toUser(bet.round.userId, 'live_bet', toLiveBet(bet, bet.round.userId));
    ctx.realtime.toAllButUser(bet.round.userId, 'live_bet', toLiveBet(bet, null));
  };
  const settledAt = (row.finishedAt ?? ctx.clock()).getTime();
  const wait = settledAt + LIVE_BET_PUBLIC_AFTER_MS - ctx.clock().getTime();
  const safely = () => void send().catch((err: unknown) => ctx.log.warn({ err, roundId: row.id }, 'live bet push failed'));
  // One more moment past the wait: the read must find the round settled by then.
  setTimeout(safely, Math.max(0, wait) + 50).unref();
}
