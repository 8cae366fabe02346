import type { DbOrTx } from '../../db/client';
import { usersRepository } from '../accounts';
import { adminUsersRepository } from './admin-users.repository';

/**
 * One player's data as JSON for a data request: their account, every ledger row,
 * raffle entries, feedback and payments. Found by SteamID64 or account id; null
 * when there is no such player.
 */
export async function exportPlayerData(db: DbOrTx, steamIdOrUserId: string, now: Date) {
  const user = /^\d{17}$/.test(steamIdOrUserId)
    ? await usersRepository.findBySteamId(db, steamIdOrUserId)
    : /^[0-9a-f-]{36}$/i.test(steamIdOrUserId)
      ? await usersRepository.findById(db, steamIdOrUserId)
      : null;
  if (!user) return null;
  return { exportedAt: now.toISOString(), account: user, ...(await adminUsersRepository.exportOf(db, user.id)) };
}
