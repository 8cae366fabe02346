import type { FastifyRequest } from 'fastify';
import { BANNED_MESSAGE } from '../../../core/contracts/accounts';
import { uuidSchema } from '../../../core/contracts/common';
import { AppError } from '../../../core/errors';
import type { DbOrTx } from '../../db/client';
import type { AppConfig } from '../../config';
import { isAdminSteamId, isPremium } from './user-dto';
import { usersRepository, type UserRow } from './users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin from the session cookie; null when signed out. */
    auth: { user: UserRow; sessionIdHash: string } | null;
  }
}

export { BANNED_MESSAGE };

/** The signed-in, non-banned user, or a 401/403. */
export function requireUser(request: FastifyRequest): UserRow {
  const user = request.auth?.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in with Steam to continue.');
  if (user.isBanned) throw new AppError('BANNED', BANNED_MESSAGE);
  return user;
}

/** A user who may act (spend, play, save settings): spectators only watch. */
export function requirePlayer(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.isSpectator) throw new AppError('FORBIDDEN', 'Spectators can only watch.');
  return user;
}

export const PREMIUM_REQUIRED_MESSAGE = 'Upgrade to Premium to Play';

/** A Premium player (the mini-games); expiry is checked on every call. */
export function requirePremium(request: FastifyRequest): UserRow {
  const user = requirePlayer(request);
  if (!isPremium(user)) throw new AppError('FORBIDDEN', PREMIUM_REQUIRED_MESSAGE);
  return user;
}

/** Path ids name a user; only that user or an admin may read them (DESIGN rule 1). */
export function requireSelfOrAdmin(request: FastifyRequest, config: AppConfig, idOrSteamId: string): UserRow {
  const user = requireUser(request);
  if (user.id === idOrSteamId || user.steamId === idOrSteamId || isAdminSteamId(config, user.steamId)) return user;
  throw new AppError('FORBIDDEN', 'You can only view your own account.');
}

/**
 * The user a path names (by id or SteamID64): the caller themself, or anyone for
 * an admin, 404 when unknown. Others get 403 whether or not the user exists, so a
 * route does not reveal which ids are taken.
 */
export async function requirePathUser(request: FastifyRequest, ctx: { config: AppConfig; db: DbOrTx }, idOrSteamId: string): Promise<UserRow> {
  const caller = requireSelfOrAdmin(request, ctx.config, idOrSteamId);
  if (caller.id === idOrSteamId || caller.steamId === idOrSteamId) return caller;
  // Only a well-formed uuid may reach the uuid column: anything else would be a database error.
  const user = uuidSchema.safeParse(idOrSteamId).success
    ? await usersRepository.findById(ctx.db, idOrSteamId)
    : await usersRepository.findBySteamId(ctx.db, idOrSteamId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return user;
}
