import type { FastifyRequest } from 'fastify';
import { BANNED_MESSAGE } from '../../../core/contracts/accounts';
import { uuidSchema } from '../../../core/contracts/common';
import { AppError } from '../../../core/errors';
import type { DbOrTx } from '../../db/client';
import type { AppConfig } from '../../config';
import { isAdminSteamId, isPremium } from './user-dto';
import { usersRepository, type SessionUser, type UserRow } from './users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin from the session cookie; null when signed out. */
    auth: { user: SessionUser; sessionIdHash: string } | null;
  }
}

export { BANNED_MESSAGE };

const SIGN_IN_MESSAGE = 'Please sign in with Steam to continue.';

/** The signed-in, non-banned user, or a 401/403. */
export function requireUser(request: FastifyRequest): SessionUser {
  const user = request.auth?.user;
  if (!user) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
  if (user.isBanned) throw new AppError('BANNED', BANNED_MESSAGE);
  return user;
}

/**
 * The player's whole row as it is now, for an answer that shows their balance or counters:
 * the session this request was resolved from may be a kept copy, which never holds them.
 */
export async function readAccount(db: DbOrTx, user: SessionUser): Promise<UserRow> {
  const row = await usersRepository.findById(db, user.id);
  if (!row) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
  return row;
}

/** A user who may act (spend, play, save settings): spectators only watch. */
export function requirePlayer(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.isSpectator) throw new AppError('FORBIDDEN', 'Spectators can only watch.');
  return user;
}

export const PREMIUM_REQUIRED_MESSAGE = 'Upgrade to Premium to Play';

/** A Premium player (the mini-games); expiry is checked on every call, at `now` by the app's clock. */
export function requirePremium(request: FastifyRequest, now: Date): SessionUser {
  const user = requirePlayer(request);
  if (!isPremium(user, now)) throw new AppError('FORBIDDEN', PREMIUM_REQUIRED_MESSAGE);
  return user;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The admin portal's check (admin Steam account, live admin token bound to the
     * session, two-factor when required), decorated by the app: the admin module sits
     * above this one. Reading another player's data needs it, as every admin write does.
     */
    requireAdminToken(request: FastifyRequest): Promise<void>;
  }
}

const OWN_ACCOUNT_ONLY = 'You can only view your own account.';

/**
 * The user a path names (by id or SteamID64): the caller themself, or anyone for an
 * admin in the portal (with its token), 404 when unknown. Others get 403 whether or not
 * the user exists, so a route does not reveal which ids are taken (DESIGN rule 1).
 */
export async function requirePathUser(request: FastifyRequest, ctx: { config: AppConfig; db: DbOrTx }, idOrSteamId: string): Promise<SessionUser> {
  const caller = requireUser(request);
  if (caller.id === idOrSteamId || caller.steamId === idOrSteamId) return caller;
  if (!isAdminSteamId(ctx.config, caller.steamId)) throw new AppError('FORBIDDEN', OWN_ACCOUNT_ONLY);
  await request.server.requireAdminToken(request);
  // Only a well-formed uuid may reach the uuid column: anything else would be a database error.
  const user = uuidSchema.safeParse(idOrSteamId).success
    ? await usersRepository.findById(ctx.db, idOrSteamId)
    : await usersRepository.findBySteamId(ctx.db, idOrSteamId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return user;
}
