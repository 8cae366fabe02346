import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { sessionsRepository } from './sessions.repository';
import type { UserRow } from './users.repository';

export const SESSION_COOKIE = 'fowls_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Sets the session cookie: httpOnly, SameSite=Lax, Secure on https, signed.
 * Without `maxAge` it is a browser-session cookie (spectator screens).
 */
export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string, maxAgeSeconds?: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    signed: true,
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
}

/** Sessions are stored by hash; the raw id exists only in the user's cookie. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256 bits of randomness, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Sessions by the app's clock: their start (play limits' session net) and expiry are business time. */
export function createSessionService(db: Db, clock: () => Date) {
  return {
    async create(userId: string, meta: { userAgent?: string; ip?: string }, ttlMs = SESSION_TTL_MS): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await sessionsRepository.insert(db, {
        idHash: hashToken(token),
        userId,
        createdAt: now,
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
      });
      return { token, expiresAt };
    },

    async resolve(token: string): Promise<{ idHash: string; user: UserRow } | null> {
      if (!token || token.length > 100) return null;
      const idHash = hashToken(token);
      const user = await sessionsRepository.findUserBySessionHash(db, idHash, clock());
      return user ? { idHash, user } : null;
    },

    end: (idHash: string) => sessionsRepository.delete(db, idHash),
    endAllForUser: (userId: string) => sessionsRepository.deleteAllForUser(db, userId),
    claimNonce: (nonce: string) => sessionsRepository.claimNonce(db, nonce, clock()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
