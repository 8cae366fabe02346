import { cleanDisplayName } from '../../../core/contracts/text';
import { AppError } from '../../../core/errors';
import { LEVELS } from '../../../core/levels';
import { checkTradeUrlForUser } from '../../../core/trade-url';
import type { AppContext } from '../../context';
import { postEntry } from '../ledger';
import { usersRepository, type SessionUser } from './users.repository';

/** Steam persona names are free text: printable, bounded, and visible, or a stand-in. */
const cleanUsername = (name: string): string => cleanDisplayName(name, 'Steam player');

export function createAccountsService(ctx: AppContext) {
  const { db } = ctx;
  const rookie = LEVELS[0]!;

  return {
    /**
     * Finds or creates the account for a verified Steam id. A new account gets the
     * Rookie level reward through the ledger, in the same transaction as its creation.
     */
    async signIn(profile: { steamId: string; username: string; avatar: string }): Promise<{ user: SessionUser; created: boolean }> {
      const fields = { steamId: profile.steamId, username: cleanUsername(profile.username), avatar: profile.avatar };
      const now = ctx.clock();
      const result = await db.transaction(async (tx) => {
        const { user, created } = await usersRepository.insertIfAbsent(tx, fields, now);
        if (!created) {
          const updated = await usersRepository.update(tx, user.id, { username: fields.username, avatar: fields.avatar, lastLoginAt: now }, now);
          return { user: updated!, created };
        }
        await postEntry(tx, {
          userId: user.id,
          amount: rookie.reward,
          type: 'level_reward',
          description: `${rookie.name} level reward`,
          idempotencyKey: `level_reward:${rookie.name}:${user.id}`,
          at: now,
        });
        const rewarded = await usersRepository.update(tx, user.id, { rewardedLevel: rookie.name }, now);
        return { user: rewarded!, created };
      });
      if (result.created) ctx.realtime.toAdmins('new_user_joined', { username: result.user.username });
      return result;
    },

    async markWelcomeSeen(user: SessionUser): Promise<void> {
      if (user.isSpectator) return;
      await usersRepository.update(db, user.id, { hasSeenWelcome: true }, ctx.clock());
    },

    async saveTradeUrl(user: SessionUser, raw: string): Promise<string> {
      const check = checkTradeUrlForUser(raw, user.steamId);
      if (!check.ok) throw new AppError('BAD_REQUEST', check.message);
      await usersRepository.update(db, user.id, { tradeOfferUrl: check.url, tradeToken: check.token }, ctx.clock());
      return check.url;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
