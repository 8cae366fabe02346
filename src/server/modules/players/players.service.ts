import { feedGames, type FeedGame } from '../../../core/feed';
import { levelForWins } from '../../../core/levels';
import { PLAYER_NOT_FOUND, PROFILE_BEST_WINS, PROFILE_RAFFLE_WINS, type PublicProfile } from '../../../core/contracts/players';
import { drawnPubliclyBy } from '../../../core/raffles';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { playersRepository } from './players.repository';

const isFeedGame = (game: string): game is FeedGame => (feedGames as readonly string[]).includes(game);

export function createPlayersService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /**
     * What anyone may see of a player (decision 0071). Banned accounts and the spectator
     * account have no public profile; a player who hides their name from the live wins
     * feed is shown as private, and nothing more is read.
     */
    async publicProfile(id: string): Promise<PublicProfile> {
      const player = await playersRepository.findWithWagered(db, id);
      if (!player || player.isBanned || player.isSpectator) throw new AppError('NOT_FOUND', PLAYER_NOT_FOUND);
      if (!player.showNameInFeed) return { private: true, id: player.id };
      const now = ctx.clock();
      const [raffleWins, bestWins] = await Promise.all([
        playersRepository.raffleWins(db, id, new Date(drawnPubliclyBy(now.getTime())), PROFILE_RAFFLE_WINS),
        playersRepository.bestWins(db, id, PROFILE_BEST_WINS),
      ]);
      return {
        private: false,
        id: player.id,
        username: player.username,
        avatar: player.avatar,
        level: levelForWins(player.totalWins).name,
        rafflesWon: player.totalWins,
        memberSince: player.createdAt.toISOString(),
        wagered: player.raffleWagered + player.gameWagered,
        raffleWins: raffleWins.map((r) => ({
          raffleId: r.raffleId,
          raffleName: r.raffleName,
          prize: r.itemName ? { name: r.itemName, imageUrl: r.imageUrl } : null,
          at: r.drawnAt!.toISOString(),
        })),
        bestWins: bestWins.flatMap((r) =>
          isFeedGame(r.game)
            ? [
                {
                  roundId: r.roundId,
                  game: r.game,
                  bet: r.bet,
                  payout: r.payout,
                  multiplier: r.multiplier ?? (r.bet > 0 ? r.payout / r.bet : 0),
                  at: r.at.toISOString(),
                },
              ]
            : [],
        ),
      };
    },
  };
}
