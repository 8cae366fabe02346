import type { User } from '../../../core/contracts/accounts';
import type { AppConfig } from '../../config';
import type { UserRow } from './users.repository';

export const isAdminSteamId = (config: AppConfig, steamId: string): boolean => config.admin.steamIds.includes(steamId);

/** Premium is live while the expiry is in the future: no job needs to run at expiry. */
export const isPremium = (row: Pick<UserRow, 'subscriptionExpiresAt'>, now: Date): boolean =>
  row.subscriptionExpiresAt !== null && row.subscriptionExpiresAt.getTime() > now.getTime();

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toUserDto(row: UserRow, config: AppConfig, now: Date): User {
  return {
    id: row.id,
    steamId: row.steamId,
    username: row.username,
    avatar: row.avatar,
    fowlBalance: row.fowlBalance,
    balance: row.fowlBalance,
    isSubscribed: isPremium(row, now),
    subscriptionExpiresAt: iso(row.subscriptionExpiresAt),
    isAdmin: isAdminSteamId(config, row.steamId),
    isSpectator: row.isSpectator,
    isBanned: row.isBanned,
    hasSeenWelcome: row.hasSeenWelcome,
    showNameInFeed: row.showNameInFeed,
    tradeOfferUrl: row.tradeOfferUrl,
    referralCode: row.referralCode,
    referredBy: row.referredBy,
    totalWins: row.totalWins,
    raffleWagered: row.raffleWagered,
    totalSpent: row.totalSpent,
    lastDailyCase: iso(row.lastDailyCase),
    createdAt: row.createdAt.toISOString(),
  };
}
