import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ADMIN_PAYMENTS_LIMIT,
  ADMIN_RAFFLE_HISTORY_LIMIT,
  ADMIN_TRANSACTIONS_LIMIT,
  ADMIN_USERS_LIMIT,
  USER_NOT_FOUND,
  type AdminUser,
  type RaffleHistoryItem,
} from '../../../core/contracts/admin-users';
import type { Payment } from '../../../core/contracts/payments';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import { createSessionService, isAdminSteamId, isPremium, usersRepository, type UserRow } from '../accounts';
import { auditRepository } from '../audit';
import { postEntry } from '../ledger';
import { toTransactionDto } from '../profile';
import { referralListing, type ReferralListing } from '../referrals';
import { adminUsersRepository, type PaymentRow } from './admin-users.repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function toPaymentDto(row: PaymentRow): Payment {
  return {
    id: row.id,
    planId: row.planId,
    status: row.status === 'completed' || row.status === 'failed' ? row.status : 'pending',
    amount: (row.amountCents / 100).toFixed(2),
    amountCents: row.amountCents,
    currency: row.currency,
    chargeId: row.chargeId,
    createdAt: row.createdAt.toISOString(),
    activatedAt: iso(row.activatedAt),
  };
}

/** The user's win odds in percent to 2 decimals (spec part 2 §9: entry / pool). */
const oddsPercent = (entry: number, pool: number): number => (pool > 0 ? Math.round((entry / pool) * 10_000) / 100 : 0);

/** Checks the adjustment body by hand so each problem gets the specification's wording. */
export function createAdminUsersService(ctx: AppContext) {
  const sessions = createSessionService(ctx);

  const toAdminUser = (row: UserRow): AdminUser => ({
    id: row.id,
    username: row.username,
    steamId: row.steamId,
    avatar: row.avatar,
    fowlBalance: row.fowlBalance,
    isAdmin: isAdminSteamId(ctx.config, row.steamId),
    isSubscribed: isPremium(row, ctx.clock()),
    isBanned: row.isBanned,
    isSpectator: row.isSpectator,
    createdAt: row.createdAt.toISOString(),
    totalWins: row.totalWins,
    totalSpent: row.totalSpent,
    lastDailyCase: iso(row.lastDailyCase),
    tradeOfferUrl: row.tradeOfferUrl,
    tradeToken: row.tradeToken,
  });

  async function userOr404(id: string): Promise<UserRow> {
    const user = await usersRepository.findById(ctx.db, id);
    if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return user;
  }

  return {
    toAdminUser,

    async list(search: string | undefined): Promise<AdminUser[]> {
      const rows = await adminUsersRepository.search(ctx.db, search || undefined, ADMIN_USERS_LIMIT);
      return rows.map(toAdminUser);
    },

    async get(id: string): Promise<AdminUser> {
      return toAdminUser(await userOr404(id));
    },

    /**
     * Bans or unbans. A ban ends every session of the user and drops their sockets
     * after the commit, so their next call is refused at once (401), and signing in
     * again is refused by the sign-in route while the flag is set.
     */
    async setBanned(request: FastifyRequest, id: string, banned: boolean): Promise<AdminUser> {
      const admin = request.auth!.user;
      if (id === admin.id) throw new AppError('BAD_REQUEST', 'You cannot ban yourself.');
      const updated = await ctx.db.transaction(async (tx) => {
        const user = await adminUsersRepository.lockUser(tx, id);
        if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
        if (isAdminSteamId(ctx.config, user.steamId)) throw new AppError('BAD_REQUEST', 'Admins cannot be banned.');
        const row = user.isBanned === banned ? user : (await usersRepository.update(tx, id, { isBanned: banned }, ctx.clock()))!;
        await auditRepository.record(tx, {
          actorId: admin.id,
          action: banned ? 'user.ban' : 'user.unban',
          targetType: 'user',
          targetId: id,
          before: { isBanned: user.isBanned },
          after: { isBanned: banned },
          ip: request.ip,
        });
        return row;
      });
      if (banned) {
        // Refused here from the next request on, not when the notification comes back.
        sessions.forgetUser(id);
        // The sessions stay, so every call they make answers with the ban message (403)
        // rather than a bare "sign in"; sockets close now. The close waits for buffered
        // packets, so open pages receive the reason first.
        ctx.realtime.toUser(id, 'session_ended', { reason: 'banned' });
        ctx.realtime.disconnectUser(id);
      } else {
        // Lifting a ban starts clean: the player signs in again.
        await sessions.endAllForUser(id);
      }
      request.log.info({ event: 'user_ban', userId: id, banned }, 'user ban status changed');
      return toAdminUser(updated);
    },

    /** One admin_adjustment ledger entry; refused when it would take the balance below zero. */
    async adjustBalance(request: FastifyRequest, input: { userId: string; amount: number; reason: string }): Promise<number> {
      const admin = request.auth!.user;
      const balanceAfter = await ctx.db.transaction(async (tx) => {
        const user = await usersRepository.findById(tx, input.userId);
        if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
        // postEntry locks the balance and refuses an overdraft with 'Insufficient fowls. You have X but need Y.'
        const result = await postEntry(tx, {
          userId: input.userId,
          amount: input.amount,
          type: 'admin_adjustment',
          description: input.reason,
          idempotencyKey: `admin_adjustment:${randomUUID()}`,
          actorId: admin.id,
          at: ctx.clock(),
        });
        await auditRepository.record(tx, {
          actorId: admin.id,
          action: 'user.balance_adjust',
          targetType: 'user',
          targetId: input.userId,
          before: { fowlBalance: result.balanceAfter - input.amount },
          after: { fowlBalance: result.balanceAfter, amount: input.amount, reason: input.reason },
          ip: request.ip,
        });
        return result.balanceAfter;
      });
      ctx.realtime.toUser(input.userId, 'balance_updated', { fowlBalance: balanceAfter });
      return balanceAfter;
    },

    async transactions(id: string) {
      await userOr404(id);
      const rows = await adminUsersRepository.transactions(ctx.db, id, ADMIN_TRANSACTIONS_LIMIT);
      return rows.map(toTransactionDto);
    },

    async raffleHistory(id: string): Promise<RaffleHistoryItem[]> {
      await userOr404(id);
      const rows = await adminUsersRepository.raffleHistory(ctx.db, id, ADMIN_RAFFLE_HISTORY_LIMIT);
      return rows.map(({ entry, raffle, pool }) => ({
        raffle: {
          id: raffle.id,
          name: raffle.name,
          type: raffle.type,
          status: raffle.status,
          endTime: raffle.endTime.toISOString(),
          itemName: raffle.itemName,
          winnerId: raffle.winnerId,
          totalPool: pool,
        },
        entry: { id: entry.id, entryAmount: entry.entryAmount, createdAt: entry.createdAt.toISOString() },
        userWon: raffle.winnerId === id,
        userOdds: oddsPercent(entry.entryAmount, pool),
      }));
    },

    async referrals(id: string): Promise<ReferralListing> {
      await userOr404(id);
      return referralListing(ctx.db, id);
    },

    async payments(id: string): Promise<Payment[]> {
      await userOr404(id);
      return (await adminUsersRepository.payments(ctx.db, id, ADMIN_PAYMENTS_LIMIT)).map(toPaymentDto);
    },

    userOr404,
  };
}
