import type { Db } from '../../db/client';
import { usersRepository, type UserRow } from '../accounts';

/**
 * The one shared spectator account. Its steam_id is not a SteamID64, so no Steam
 * sign-in can ever reach it; it holds no fowls (no ledger entry is written for it)
 * and stays out of the leaderboard through is_spectator.
 */
export const SPECTATOR_STEAM_ID = 'spectator';
export const SPECTATOR_USERNAME = 'Spectator';

/** Finds or creates the spectator account; safe when several instances race to create it. */
export async function ensureSpectatorAccount(db: Db, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const { user } = await usersRepository.insertIfAbsent(tx, { steamId: SPECTATOR_STEAM_ID, username: SPECTATOR_USERNAME, avatar: '' }, now);
    if (user.isSpectator && !user.hasSeenWelcome) return user;
    // A new row starts as an ordinary user: mark it in the same transaction, before any session exists.
    return (await usersRepository.update(tx, user.id, { isSpectator: true, hasSeenWelcome: false }, now))!;
  });
}
