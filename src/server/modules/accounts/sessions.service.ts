import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { SessionWatch } from '../../db/kept-sessions';
import { sessionsRepository } from './sessions.repository';
import type { SessionUser } from './users.repository';

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

/** Who reads sessions: an app's context carries its kept sessions; an operator command has none. */
export interface SessionReader {
  db: Db;
  clock: () => Date;
  keptSessions?: SessionWatch | null;
}

/**
 * Sessions by the app's clock: their start (play limits' session net) and expiry are business
 * time. A session this instance read is kept while its LISTEN is live (decision 0062); every
 * end of a session here drops the kept one at once, before the notification comes back.
 */
export function createSessionService(ctx: SessionReader) {
  const { db, clock } = ctx;
  const kept = ctx.keptSessions && ctx.keptSessions.db === db ? ctx.keptSessions : null;
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

    async resolve(token: string): Promise<{ idHash: string; user: SessionUser } | null> {
      if (!token || token.length > 100) return null;
      const idHash = hashToken(token);
      const now = clock();
      const hit = kept?.get(idHash, now);
      if (hit) return { idHash, user: hit.user };
      const generation = kept?.generation() ?? 0;
      const found = await sessionsRepository.findBySessionHash(db, idHash, now);
      if (!found) return null;
      kept?.keep(idHash, found, generation);
      return { idHash, user: found.user };
    },

    async end(idHash: string): Promise<void> {
      await sessionsRepository.delete(db, idHash);
      kept?.forget(idHash);
    },
    async endAllForUser(userId: string): Promise<void> {
      await sessionsRepository.deleteAllForUser(db, userId);
      kept?.forgetUser(userId);
    },
    /**
     * Drops this instance's kept sessions of a player whose row a request here changed, so
     * the next request here reads the change rather than waiting for its notification.
     * Call it after the change commits.
     */
    forgetUser(userId: string): void {
      kept?.forgetUser(userId);
    },
    claimNonce: (nonce: string) => sessionsRepository.claimNonce(db, nonce, clock()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
