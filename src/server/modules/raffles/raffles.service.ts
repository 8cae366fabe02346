import {
  CHAT_HISTORY_LIMIT,
  CHAT_LOCKED_MESSAGE,
  ENTRY_ERROR,
  minimumEntryMessage,
  RAFFLE_LIST_RESULTS_LIMIT,
  RAFFLE_LIST_RESULTS_WINDOW_MS,
  type ChatMessage,
  type EnterRaffleResult,
  type Promotion,
  type Raffle,
  type RaffleDetail,
  type RaffleEntryDto,
  type UserEntries,
  type WinnerResult,
} from '../../../core/contracts/raffles';
import { AppError } from '../../../core/errors';
import { LEVELS } from '../../../core/levels';
import { drawnPubliclyBy } from '../../../core/raffles';
import type { AppContext } from '../../context';
import { isAdminSteamId, isPremium, usersRepository, type SessionUser } from '../accounts';
import { ledgerRepository, lockBalance, postEntry } from '../ledger';
import { toChatDto, toEntryDto, toListedRaffleDto, toRaffleDto } from './raffle-dto';
import { announceRaffleUpdated, emitToRaffle, publishSettlement, settleRaffle, type Settlement } from './raffle-settlement';
import { createRaffleWins } from './raffle-wins';
import { rafflesRepository } from './raffles.repository';
import { isUniqueViolation } from '../../db/errors';
import { transactionWithRetry } from './tx-retry';
import { assertMayWager } from '../play-limits';

const notFound = () => new AppError('NOT_FOUND', ENTRY_ERROR.notFound);

export function createRaffleService(ctx: AppContext) {
  const { db, config } = ctx;

  const resultsSince = (now: Date) => new Date(now.getTime() - RAFFLE_LIST_RESULTS_WINDOW_MS);

  async function raffleDto(id: string): Promise<Raffle> {
    const row = await rafflesRepository.findWithStats(db, id);
    if (!row) throw notFound();
    return toRaffleDto(row);
  }

  async function entryDtos(raffleId: string): Promise<RaffleEntryDto[]> {
    return (await rafflesRepository.entriesWithUsers(db, raffleId)).map((e) => toEntryDto(e, config));
  }

  /** The promotion a draw earned its winner, read back from the level rewards it posted. */
  async function promotionFor(raffle: Raffle, userId: string): Promise<Promotion | undefined> {
    if (!raffle.drawnAt || raffle.winnerId !== userId) return undefined;
    const since = new Date(Date.parse(raffle.drawnAt) - 10 * 60_000);
    const rows = await ledgerRepository.listForUser(db, userId, { since, limit: 50 });
    const rewards = rows.filter((r) => r.type === 'level_reward' && (r.raffleData as { raffleId?: unknown } | null)?.raffleId === raffle.id);
    if (rewards.length === 0) return undefined;
    const levels = rewards.map((r) => LEVELS.findIndex((l) => l.name === (r.raffleData as { level?: unknown }).level));
    const top = LEVELS[Math.max(...levels)];
    return { newRank: top?.name ?? 'a new level', fowlsAwarded: rewards.reduce((sum, r) => sum + r.amount, 0) };
  }

  /**
   * Opens a raffle's room to its entrants and to admins in the portal, with the digest of
   * what it holds: an admin who has not entered needs the admin token (`requireAdminToken`,
   * the route's), since the room is other players' conversation.
   */
  async function openChatRoom(user: SessionUser, raffleId: string, requireAdminToken: () => Promise<void>): Promise<string> {
    const room = await rafflesRepository.chatRoom(db, raffleId, user.id, CHAT_HISTORY_LIMIT);
    if (!room) throw notFound();
    if (!room.entered) {
      if (!isAdminSteamId(config, user.steamId)) throw new AppError('FORBIDDEN', CHAT_LOCKED_MESSAGE);
      await requireAdminToken();
    }
    return room.stamp;
  }

  return {
    /**
     * The public list: every active raffle by end time, then the newest few that ended
     * in the last day, as results (docs/decisions/0035), each naming its winner only as
     * lists may (docs/decisions/0048). Their entry counts and pools are on their rows.
     */
    async list(now: Date): Promise<Raffle[]> {
      const [active, ended] = await Promise.all([
        rafflesRepository.listActive(db),
        rafflesRepository.listRecentlyEnded(db, resultsSince(now), RAFFLE_LIST_RESULTS_LIMIT),
      ]);
      return [...active, ...ended].map((row) => toListedRaffleDto(row, now));
    },

    /** The digest of everything the list is built from at `now` (see the repository). */
    listStamp: (now: Date): Promise<string> => rafflesRepository.listStamp(db, resultsSince(now), new Date(drawnPubliclyBy(now.getTime()))),

    async detail(id: string): Promise<RaffleDetail> {
      const raffle = await raffleDto(id);
      return { ...raffle, entriesWithUsers: await entryDtos(id) };
    },

    /** The digest of everything the detail is built from (see the repository); not found when there is no raffle. */
    async detailStamp(id: string): Promise<string> {
      const stamp = await rafflesRepository.detailStamp(db, id);
      if (stamp === null) throw notFound();
      return stamp;
    },

    async entries(id: string): Promise<RaffleEntryDto[]> {
      if (!(await rafflesRepository.findById(db, id))) throw notFound();
      return entryDtos(id);
    },

    /**
     * One transaction: lock the raffle, then the user; check the rules; record the
     * entry and its ledger debit; and, when it fills the raffle, end and draw it.
     */
    async enter(user: SessionUser, raffleId: string, entryAmount: number): Promise<EnterRaffleResult> {
      if (!user.tradeOfferUrl) throw new AppError('TRADE_URL_REQUIRED', ENTRY_ERROR.tradeUrlRequired);
      let outcome: { entryId: string; fowlBalance: number; settlement: Settlement | null };
      try {
        outcome = await transactionWithRetry(db, async (tx) => {
          const raffle = await rafflesRepository.lockById(tx, raffleId);
          if (!raffle) throw notFound();
          // Read once the raffle is ours: a wait for its lock may carry the entry past the end time.
          const now = ctx.clock();
          if (raffle.status !== 'active' || raffle.endTime.getTime() <= now.getTime()) throw new AppError('RAFFLE_ENDED', ENTRY_ERROR.ended);
          await lockBalance(tx, user.id);
          const fresh = await usersRepository.findById(tx, user.id);
          if (!fresh) throw new AppError('UNAUTHENTICATED', 'Please sign in with Steam to continue.');
          if (await rafflesRepository.hasEntry(tx, raffleId, user.id)) throw new AppError('ALREADY_ENTERED', ENTRY_ERROR.alreadyEntered);
          // The row is locked, and its entry count moves only in transactions that hold that lock.
          const count = raffle.entryCount;
          if (count >= raffle.maxParticipants) throw new AppError('RAFFLE_FULL', ENTRY_ERROR.full);
          if (!isPremium(fresh, now) && fresh.raffleEntriesMade >= 1) {
            throw new AppError('ENTRY_LIMIT', ENTRY_ERROR.freeTrialLimit);
          }
          if (entryAmount < raffle.minEntry) throw new AppError('MINIMUM_ENTRY', minimumEntryMessage(raffle.minEntry, entryAmount));

          await assertMayWager(tx, user.id, entryAmount, now);
          const entry = await rafflesRepository.insertEntry(tx, { raffleId, userId: user.id, entryAmount, createdAt: now });
          const { balanceAfter } = await postEntry(tx, {
            userId: user.id,
            amount: -entryAmount,
            type: 'raffle_entry',
            description: `Entered raffle: ${raffle.name}`,
            idempotencyKey: `raffle_entry:${entry.id}`,
            raffleData: { raffleId, raffleName: raffle.name },
            at: now,
          });
          await usersRepository.update(tx, user.id, { raffleWagered: fresh.raffleWagered + entryAmount, totalSpent: fresh.totalSpent + entryAmount }, now);
          const settlement = count + 1 >= raffle.maxParticipants ? await settleRaffle(tx, raffle, 'max_participants_reached', now) : null;
          return { entryId: entry.id, fowlBalance: balanceAfter, settlement };
        });
      } catch (e) {
        // The row lock makes this unreachable in practice; the unique index is the last word.
        if (isUniqueViolation(e)) throw new AppError('ALREADY_ENTERED', ENTRY_ERROR.alreadyEntered);
        throw e;
      }

      // A draw this entry caused counts its win later (raffle-wins.ts): the debit's balance stands.
      const ownBalance = outcome.fowlBalance;
      ctx.realtime.toUser(user.id, 'balance_updated', { fowlBalance: ownBalance });
      if (outcome.settlement) publishSettlement(ctx, outcome.settlement);
      else announceRaffleUpdated(ctx, raffleId);

      const entries = await entryDtos(raffleId);
      const entry = entries.find((e) => e.id === outcome.entryId)!;
      return { success: true, entry, fowlBalance: ownBalance, raffle: await raffleDto(raffleId) };
    },

    /**
     * The digest of everything userEntries answers for `player`, and their total of entries
     * read in the same statement (the session's copy of the player holds no counters).
     */
    async userEntriesStamp(player: SessionUser): Promise<{ stamp: string; totalEntries: number }> {
      const { stamp, totalEntries } = await rafflesRepository.activeEntriesStamp(db, player.id);
      return { stamp: `${stamp}:${totalEntries}`, totalEntries };
    },

    async userEntries(player: SessionUser, totalEntries: number): Promise<UserEntries> {
      const rows = await rafflesRepository.activeEntriesOf(db, player.id);
      return {
        activeEntries: rows.map(({ entry, raffle }) => ({
          id: entry.id,
          raffleId: raffle.id,
          entryAmount: entry.entryAmount,
          createdAt: entry.createdAt.toISOString(),
          raffle: { id: raffle.id, name: raffle.name, endTime: raffle.endTime.toISOString(), status: 'active' as const, imageUrl: raffle.imageUrl },
        })),
        totalEntries,
      };
    },

    /**
     * The recorded winner, or null while the raffle waits for its beacon round. Never
     * chooses one: a raffle past its end time that the scheduler has not reached yet
     * is ended here by the same code, once; the draw job draws it.
     */
    async winner(raffleId: string, viewerId: string | null): Promise<WinnerResult> {
      const current = await rafflesRepository.findById(db, raffleId);
      if (!current) throw notFound();
      if (current.status === 'active') {
        const now = ctx.clock();
        if (current.endTime.getTime() > now.getTime()) throw new AppError('CONFLICT', 'This raffle has not ended yet.');
        const settlement = await transactionWithRetry(db, async (tx) => {
          const locked = await rafflesRepository.lockById(tx, raffleId);
          return locked && locked.status === 'active' ? settleRaffle(tx, locked, 'time_expired', now) : null;
        });
        if (settlement) publishSettlement(ctx, settlement);
      }
      // The winner's page asks once its wheel has stopped: their win counts from then.
      await createRaffleWins(ctx).creditFor(raffleId, viewerId);
      const raffle = await raffleDto(raffleId);
      const promotion = viewerId ? await promotionFor(raffle, viewerId) : undefined;
      return { winner: raffle.winner, raffle, ...(promotion ? { promotion } : {}) };
    },

    /**
     * The room's latest messages, for an entrant or an admin, with the digest they are built
     * from: `messages` is called only when the caller has no answer kept under that digest.
     */
    async chat(
      user: SessionUser,
      raffleId: string,
      requireAdminToken: () => Promise<void>,
    ): Promise<{ stamp: string; messages: () => Promise<ChatMessage[]> }> {
      return {
        stamp: await openChatRoom(user, raffleId, requireAdminToken),
        messages: async () => (await rafflesRepository.latestChat(db, raffleId, CHAT_HISTORY_LIMIT)).map((r) => toChatDto(r, config)),
      };
    },

    async sendChat(user: SessionUser, raffleId: string, message: string, requireAdminToken: () => Promise<void>): Promise<ChatMessage> {
      await openChatRoom(user, raffleId, requireAdminToken);
      const row = await rafflesRepository.insertChat(db, { raffleId, userId: user.id, message, createdAt: ctx.clock() });
      emitToRaffle(ctx, raffleId, 'chat_message', { raffleId });
      return toChatDto({ ...row, message, user: { id: user.id, username: user.username, avatar: user.avatar, steamId: user.steamId } }, config);
    },
  };
}

export type RaffleService = ReturnType<typeof createRaffleService>;
