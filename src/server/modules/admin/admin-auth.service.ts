import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { hashToken, isAdminSteamId, newToken, requireUser, type SessionUser } from '../accounts';
import { auditRepository } from '../audit';
import { settingsRepository } from '../platform';
import { adminTokensRepository } from './admin-tokens.repository';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { codeRefusal, createTwoFactorService, TWO_FACTOR_MESSAGES } from './two-factor.service';

const PASSWORD_KEY = 'admin_password_hash';
export const ADMIN_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
/** Failed password and code attempts allowed per admin account in the window, across all instances. */
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
export async function ensureAdminPassword(
  ctx: AppContext,
  opts: { generate: boolean } = { generate: true },
): Promise<{ generated: string | null; missing: boolean }> {
  const stored = await settingsRepository.get<string>(ctx.db, PASSWORD_KEY);
  const configured = ctx.config.admin.password;
  if (configured) {
    if (!stored || !(await verifyPassword(configured, stored))) {
      await settingsRepository.set(ctx.db, PASSWORD_KEY, await hashPassword(configured), ctx.clock());
    }
    return { generated: null, missing: false };
  }
  if (stored) return { generated: null, missing: false };
  if (!opts.generate) return { generated: null, missing: true };
  const generated = generatePassword();
  await settingsRepository.set(ctx.db, PASSWORD_KEY, await hashPassword(generated), ctx.clock());
  return { generated, missing: false };
}

/** Replaces the portal password and ends every admin token, so old portal sessions stop. */
export async function setAdminPassword(db: Db, password: string, now: Date): Promise<void> {
  await settingsRepository.set(db, PASSWORD_KEY, await hashPassword(password), now);
  await adminTokensRepository.revokeAll(db, now);
}

/** True once a portal password is stored. */
export async function hasAdminPassword(db: Db): Promise<boolean> {
  return (await settingsRepository.get<string>(db, PASSWORD_KEY)) !== null;
}

/** The bearer token of an admin call, when it has one of the right shape. */
const bearerToken = (request: FastifyRequest): string | null => /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '')?.[1] ?? null;

export function createAdminAuthService(ctx: AppContext) {
  const { db, config } = ctx;
  const twoFactor = createTwoFactorService(ctx);

  const requireAdminUser = (request: FastifyRequest): SessionUser => {
    const user = requireUser(request);
    if (!isAdminSteamId(config, user.steamId)) throw new AppError('FORBIDDEN', NO_ADMIN_PRIVILEGES);
    return user;
  };

  /** Wrong passwords and wrong codes share one budget per account, so neither can be guessed at. */
  const requireAttemptsLeft = async (userId: string): Promise<void> => {
    const since = new Date(ctx.clock().getTime() - FAILURE_WINDOW_MS);
    if ((await adminTokensRepository.countFailuresSince(db, userId, since)) >= MAX_FAILURES_PER_ACCOUNT) {
      throw new AppError('RATE_LIMITED', 'Too many failed attempts. Please wait 15 minutes and try again.');
    }
  };

  const recordFailure = async (request: FastifyRequest, userId: string, action: string, reason: string): Promise<void> => {
    await adminTokensRepository.recordFailure(db, userId, request.ip, ctx.clock());
    await auditRepository.record(db, { actorId: userId, action, after: { reason }, ip: request.ip });
  };

  return {
    requireAdminUser,
    twoFactor,

    /**
     * The password, then (once the admin has set it up) a code from the app or a
     * recovery code. A missing code after the right password is not a failure: it
     * is how the form learns to ask for one.
     */
    async login(request: FastifyRequest, password: string, code?: string): Promise<{ token: string; expiresAt: Date }> {
      const user = requireAdminUser(request);
      await requireAttemptsLeft(user.id);
      const stored = await settingsRepository.get<string>(db, PASSWORD_KEY);
      if (!stored || !(await verifyPassword(password, stored))) {
        await recordFailure(request, user.id, 'admin.login_failed', 'password');
        throw new AppError('UNAUTHENTICATED', 'Invalid password');
      }
      const factor = await twoFactor.enabledRow(user.id);
      let secondFactor: 'totp' | 'recovery_code' | null = null;
      if (factor) {
        if (!code) throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.codeRequired);
        const check = await twoFactor.checkCode(factor, code);
        if (check !== 'totp' && check !== 'recovery_code') {
          await recordFailure(request, user.id, 'admin.login_failed', check);
          throw new AppError('UNAUTHENTICATED', codeRefusal(check));
        }
        secondFactor = check;
      }
      const token = newToken();
      const now = ctx.clock();
      const expiresAt = new Date(now.getTime() + ADMIN_TOKEN_TTL_MS);
      await adminTokensRepository.insert(db, {
        tokenHash: hashToken(token),
        userId: user.id,
        sessionIdHash: request.auth!.sessionIdHash,
        createdAt: now,
        expiresAt,
      });
      await auditRepository.record(db, { actorId: user.id, action: 'admin.login', after: { secondFactor }, ip: request.ip });
      return { token, expiresAt };
    },

    /** Every /api/admin route: the admin's own session and a live token bound to it. */
    async requireAdmin(request: FastifyRequest): Promise<SessionUser> {
      const user = requireAdminUser(request);
      const bearer = bearerToken(request);
      if (!bearer) throw new AppError('ADMIN_TOKEN_REQUIRED', ADMIN_SESSION_EXPIRED);
      const token = await adminTokensRepository.findLive(db, hashToken(bearer), ctx.clock());
      if (!token || token.userId !== user.id || token.sessionIdHash !== request.auth!.sessionIdHash) {
        throw new AppError('ADMIN_TOKEN_REQUIRED', ADMIN_SESSION_EXPIRED);
      }
      return user;
    },

    /** With ADMIN_REQUIRE_TOTP, an admin without two-factor sign-in may only set it up. */
    async requireTwoFactorWhenConfigured(user: SessionUser): Promise<void> {
      if (!config.admin.requireTotp) return;
      if (!(await twoFactor.enabledRow(user.id))) throw new AppError('TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_MESSAGES.setupRequired);
    },

    /** Confirms enrollment from inside the portal; the token in use stays, the admin's others end. */
    confirmTwoFactor: (request: FastifyRequest, code: string): Promise<string[]> =>
      twoFactor.confirmEnrollment(request.auth!.user, code, { keepTokenHash: hashToken(bearerToken(request) ?? ''), ip: request.ip }),

    /**
     * The admin turns their own factor off, proving it with a current code or a
     * recovery code (counted like a password attempt). Ends all their sessions.
     */
    async resetOwnTwoFactor(request: FastifyRequest, code: string): Promise<void> {
      const user = request.auth!.user;
      await requireAttemptsLeft(user.id);
      const factor = await twoFactor.enabledRow(user.id);
      if (!factor) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notOn);
      const check = await twoFactor.checkCode(factor, code);
      if (check !== 'totp' && check !== 'recovery_code') {
        await recordFailure(request, user.id, 'admin.two_factor_reset_failed', check);
        throw new AppError('BAD_REQUEST', codeRefusal(check));
      }
      await twoFactor.reset(user.id, { actorId: user.id, ip: request.ip });
    },

    revokeAll: (userId: string) => adminTokensRepository.revokeForUser(db, userId, ctx.clock()),
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
