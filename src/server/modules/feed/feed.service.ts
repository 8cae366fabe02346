import { FEED_SIZE, type FeedEvent, type FeedGame } from '../../../core/contracts/feed';
import { shownPlayer } from '../../../core/feed';
import { drawPublicAt } from '../../../core/raffles';
import type { AppContext } from '../../context';
import { usersRepository } from '../accounts';
import { feedRepository, type FeedRowWithPlayer, type NewFeedRow } from './feed.repository';

// The live wins feed (decision 0032). Moments are written once (their key) after the
// transaction that made them has committed, then pushed to every socket when they may
// be shown. Nothing here moves fowls; a failure is logged and never fails the caller.

/**
 * A game round's animation (a falling Plinko ball, a turning coin) runs this long on the
 * player's own page: the feed waits for it, so it never tells the player first.
 */
export const GAME_WIN_PUBLIC_AFTER_MS = 4000;

export interface RaffleWin {
  raffleId: string;
  raffleName: string;
  winnerId: string;
  prize: { name: string; imageUrl: string | null } | null;
  /** Levels the win carried the winner to, lowest first. */
  levels: string[];
  drawnAt: Date;
}

export interface FinishedRound {
  id: string;
  userId: string;
  game: FeedGame;
  status: string;
  betAmount: number;
  payout: number;
  finishedAt: Date | null;
}

/** The contract's shape of a stored moment; the player is left out when they hide their name. */
export function toFeedEvent({ event, player }: FeedRowWithPlayer): FeedEvent {
  const base = { id: event.id, at: event.visibleAt.toISOString(), player: shownPlayer(player) };
  const d = event.details;
  switch (event.kind) {
    case 'raffle_win':
      return {
        ...base,
        kind: 'raffle_win',
        raffleId: String(d.raffleId),
        raffleName: String(d.raffleName),
        prize: (d.prize as { name: string; imageUrl: string | null } | null) ?? null,
      };
    case 'game_win':
      return { ...base, kind: 'game_win', game: d.game as FeedGame, multiplier: Number(d.multiplier), payout: Number(d.payout) };
    default:
      return { ...base, kind: 'level_up', level: String(d.level) };
  }
}

/** Two decimals, as the games show multipliers. */
const roundMultiplier = (m: number): number => Math.round(m * 100) / 100;

export function createFeedService(ctx: AppContext) {
  const { db } = ctx;

  async function publish(id: string): Promise<void> {
    const row = await feedRepository.byId(db, id);
    if (row) ctx.realtime.toAll('feed_event', toFeedEvent(row));
  }

  /** Writes the moment once; the instance that wrote it pushes it when it may be shown. */
  async function announce(moment: NewFeedRow): Promise<void> {
    const row = await feedRepository.insertOnce(db, moment);
    if (!row) return;
    const wait = row.visibleAt.getTime() - ctx.clock().getTime();
    const send = () => publish(row.id).catch((err: unknown) => ctx.log.warn({ err, feedEventId: row.id }, 'live feed push failed'));
    if (wait <= 0) await send();
    // A restart before then only loses the push: GET /api/feed lists the moment all the same.
    else setTimeout(() => void send(), wait).unref();
  }

  const safely = (what: string, work: Promise<void>) => work.catch((err: unknown) => ctx.log.warn({ err, what }, 'live feed announcement failed'));

  return {
    async recent(): Promise<{ events: FeedEvent[] }> {
      return { events: (await feedRepository.recent(db, ctx.clock(), FEED_SIZE)).map(toFeedEvent) };
    },

    async setShowName(userId: string, showNameInFeed: boolean): Promise<{ showNameInFeed: boolean }> {
      await usersRepository.update(db, userId, { showNameInFeed }, ctx.clock());
      return { showNameInFeed };
    },

    /** A drawn raffle: its winner and skin, and any level the win reached, once every wheel has stopped. */
    raffleWon(win: RaffleWin): Promise<void> {
      const visibleAt = new Date(drawPublicAt(win.drawnAt.getTime()));
      return safely(
        'raffle win',
        (async () => {
          await announce({
            key: `raffle_win:${win.raffleId}`,
            kind: 'raffle_win',
            userId: win.winnerId,
            visibleAt,
            details: { raffleId: win.raffleId, raffleName: win.raffleName, prize: win.prize },
          });
          for (const level of win.levels) {
            await announce({ key: `level_up:${level}:${win.winnerId}`, kind: 'level_up', userId: win.winnerId, visibleAt, details: { level } });
          }
        })(),
      );
    },

    /** A round that paid at least FEED_BIG_WIN_MULTIPLIER times its stake (bonus balls stake nothing and never count). */
    roundFinished(round: FinishedRound): Promise<void> {
      if (round.status !== 'won' || round.betAmount <= 0) return Promise.resolve();
      const multiplier = roundMultiplier(round.payout / round.betAmount);
      if (multiplier < ctx.config.feed.bigWinMultiplier) return Promise.resolve();
      const visibleAt = new Date((round.finishedAt ?? ctx.clock()).getTime() + GAME_WIN_PUBLIC_AFTER_MS);
      return safely(
        'game win',
        announce({
          key: `game_win:${round.id}`,
          kind: 'game_win',
          userId: round.userId,
          visibleAt,
          details: { game: round.game, multiplier, payout: round.payout },
        }),
      );
    },
  };
}
