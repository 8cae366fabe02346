import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { hashToken, isAdminSteamId, newToken, requireUser, type UserRow } from '../accounts';
import { auditRepository } from '../audit';
import { settingsRepository } from '../platform';
import { adminTokensRepository } from './admin-tokens.repository';
import { generatePassword, hashPassword, verifyPassword } from './password';

const PASSWORD_KEY = 'admin_password_hash';
export const ADMIN_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
/** Failed password attempts allowed per admin account in the window, across all instances. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const NO_ADMIN_PRIVILEGES = "You don't have admin privileges.";
export const ADMIN_SESSION_EXPIRED = 'Admin session expired. Please login again.';

/**
 * Makes sure a password hash is stored. ADMIN_PASSWORD replaces the stored hash when
 * it changed. Without it, and when `generate` allows (not in production, where a
 * password must never reach a log), one is generated once and returned for printing;
 * otherwise `missing` tells the caller that the portal stays locked until an
 * operator sets one (`npm run admin -- create-admin`).
 */
export async function ensureAdminPassword(ctx: AppContext, opts: { generate: boolean } = { generate: true }): Promise<{ generated: string | null; missing: boolean }> {
  const stored = await settingsRepository.get<string>(ctx.db, PASSWORD_KEY);
  const configured = ctx.config.admin.password;
  if (configured) {
    if (!stored || !(await verifyPassword(configured, stored))) {
      await settingsRepository.set(ctx.db, PASSWORD_KEY, await hashPassword(configured));
    }
    return { generated: null, missing: false };
  }
  if (stored) return { generated: null, missing: false };
  if (!opts.generate) return { generated: null, missing: true };
  const generated = generatePassword();
  await settingsRepository.set(ctx.db, PASSWORD_KEY, await hashPassword(generated));
  return { generated, missing: false };
}

/** Replaces the portal password and ends every admin token, so old portal sessions stop. */
export async function setAdminPassword(db: Db, password: string): Promise<void> {
  await settingsRepository.set(db, PASSWORD_KEY, await hashPassword(password));
  await adminTokensRepository.revokeAll(db);
}

/** True once a portal password is stored. */
export async function hasAdminPassword(db: Db): Promise<boolean> {
  return (await settingsRepository.get<string>(db, PASSWORD_KEY)) !== null;
}

export function createAdminAuthService(ctx: AppContext) {
  const { db, config } = ctx;

  const requireAdminUser = (request: FastifyRequest): UserRow => {
    const user = requireUser(request);
    if (!isAdminSteamId(config, user.steamId)) throw new AppError('FORBIDDEN', NO_ADMIN_PRIVILEGES);
    return user;
  };

  return {
    requireAdminUser,

    async login(request: FastifyRequest, password: string): Promise<{ token: string; expiresAt: Date }> {
      const user = requireAdminUser(request);
      const since = new Date(Date.now() - FAILURE_WINDOW_MS);
      if ((await adminTokensRepository.countFailuresSince(db, user.id, since)) >= MAX_FAILURES_PER_ACCOUNT) {
        throw new AppError('RATE_LIMITED', 'Too many failed attempts. Please wait 15 minutes and try again.');
      }
      const stored = await settingsRepository.get<string>(db, PASSWORD_KEY);
      if (!stored || !(await verifyPassword(password, stored))) {
        await adminTokensRepository.recordFailure(db, user.id, request.ip);
        await auditRepository.record(db, { actorId: user.id, action: 'admin.login_failed', ip: request.ip });
        throw new AppError('UNAUTHENTICATED', 'Invalid password');
      }
      const token = newToken();
      const expiresAt = new Date(Date.now() + ADMIN_TOKEN_TTL_MS);
      await adminTokensRepository.insert(db, {
        tokenHash: hashToken(token),
        userId: user.id,
        sessionIdHash: request.auth!.sessionIdHash,
        expiresAt,
      });
      await auditRepository.record(db, { actorId: user.id, action: 'admin.login', ip: request.ip });
      return { token, expiresAt };
    },

    /** Every /api/admin route: the admin's own session and a live token bound to it. */
    async requireAdmin(request: FastifyRequest): Promise<UserRow> {
      const user = requireAdminUser(request);
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
      if (!match) throw new AppError('ADMIN_TOKEN_REQUIRED', ADMIN_SESSION_EXPIRED);
      const token = await adminTokensRepository.findLive(db, hashToken(match[1]!), new Date());
      if (!token || token.userId !== user.id || token.sessionIdHash !== request.auth!.sessionIdHash) {
        throw new AppError('ADMIN_TOKEN_REQUIRED', ADMIN_SESSION_EXPIRED);
      }
      return user;
    },

    revokeAll: (userId: string) => adminTokensRepository.revokeForUser(db, userId),
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
