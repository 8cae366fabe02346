import type { FastifyRequest } from 'fastify';
import { CHAT_TEXT, SITE_CHAT_HISTORY, type ChatRoom, type ChatStanding, type MuteBody, type SiteChatMessage } from '../../../core/contracts/chat';
import { rooms } from '../../../core/contracts/realtime';
import { AppError } from '../../../core/errors';
import { levelForWins } from '../../../core/levels';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { SessionUser } from '../../db/kept-sessions';
import { isAdminSteamId } from '../accounts';
import { auditRepository } from '../audit';
import { lockUser } from '../ledger';
import { pauseAt } from '../play-limits';
import { playersRepository } from '../players';
import { containsBlockedWord } from './blocked-words';
import { chatRepository, type ChatMessageRow } from './chat.repository';

/** A room takes at most this many messages in ROOM_WINDOW_SECONDS from everyone together, on every instance. */
export const ROOM_MAX_MESSAGES = 40;
export const ROOM_WINDOW_SECONDS = 10;
/** Open reports an admin sees at once. */
const REPORTS_SHOWN = 100;

export function createChatService(ctx: AppContext) {
  const { db, config } = ctx;

  const toDto = (row: ChatMessageRow): SiteChatMessage => ({
    id: row.id,
    room: row.room as ChatRoom,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    user: {
      id: row.user.id,
      username: row.user.username,
      avatar: row.user.avatar,
      level: levelForWins(row.user.totalWins).name,
      isAdmin: isAdminSteamId(config, row.user.steamId),
    },
  });

  /** Why this player may not write now, or null. Admins always may. */
  async function refusal(user: SessionUser, now: Date): Promise<{ reason: string; mutedUntil: Date | null } | null> {
    if (isAdminSteamId(config, user.steamId)) return null;
    if ((await pauseAt(db, user, now))?.kind === 'self_exclusion') return { reason: CHAT_TEXT.selfExcluded, mutedUntil: null };
    const mute = await chatRepository.mute(db, user.id);
    if (mute && mute.until > now) return { reason: CHAT_TEXT.muted(mute.until, mute.reason), mutedUntil: mute.until };
    if ((await playersRepository.wagered(db, user.id)) < config.chat.minWagered)
      return { reason: CHAT_TEXT.belowThreshold(config.chat.minWagered), mutedUntil: null };
    return null;
  }

  /** The act's record, in the act's own transaction, so the log and the change agree. */
  async function audit(tx: Tx, request: FastifyRequest, action: string, targetType: string, targetId: string, after: Record<string, unknown> | null) {
    await auditRepository.record(tx, { actorId: request.auth!.user.id, action, targetType, targetId, after, ip: request.ip });
  }

  return {
    async history(room: ChatRoom) {
      const [rows, slowModeSeconds] = await Promise.all([chatRepository.latest(db, room, SITE_CHAT_HISTORY), chatRepository.slowModeSeconds(db, room)]);
      return { messages: rows.reverse().map(toDto), slowModeSeconds };
    },

    /** Whether the caller may write (signed out, a spectator or a banned player reads only). */
    async standing(user: SessionUser | null): Promise<ChatStanding> {
      if (!user) return { canWrite: false, reason: 'Sign in with Steam to chat.', mutedUntil: null };
      if (user.isSpectator) return { canWrite: false, reason: 'Spectators can only watch.', mutedUntil: null };
      const refused = await refusal(user, ctx.clock());
      return { canWrite: !refused, reason: refused?.reason ?? null, mutedUntil: refused?.mutedUntil?.toISOString() ?? null };
    },

    /**
     * Writes a message and pushes it to the room on every instance. Checked under the
     * player's row lock, so two sends at once cannot both pass slow mode.
     */
    async send(user: SessionUser, room: ChatRoom, message: string): Promise<SiteChatMessage> {
      const now = ctx.clock();
      const refused = await refusal(user, now);
      if (refused) throw new AppError('FORBIDDEN', refused.reason);
      const words = (await chatRepository.blockedWords(db)).map((w) => w.word);
      if (containsBlockedWord(message, words)) throw new AppError('BAD_REQUEST', CHAT_TEXT.blocked);
      const admin = isAdminSteamId(config, user.steamId);
      const written = await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const slow = admin ? 0 : await chatRepository.slowModeSeconds(tx, room);
        const last = slow > 0 ? await chatRepository.lastMessageAt(tx, room, user.id) : null;
        if (last && now.getTime() - last.getTime() < slow * 1000) throw new AppError('RATE_LIMITED', CHAT_TEXT.slowMode(slow));
        if (!admin && (await chatRepository.countSince(tx, room, new Date(now.getTime() - ROOM_WINDOW_SECONDS * 1000))) >= ROOM_MAX_MESSAGES) {
          throw new AppError('RATE_LIMITED', CHAT_TEXT.tooFast);
        }
        return chatRepository.insert(tx, { room, userId: user.id, message, createdAt: now });
      });
      const dto = toDto({ ...written, room, message, deletedAt: null, user: { ...user, totalWins: (await playersRepository.totalWins(db, user.id)) ?? 0 } });
      ctx.realtime.toRoom(rooms.siteChat(room), 'site_chat_message', dto);
      return dto;
    },

    async report(user: SessionUser, messageId: string): Promise<void> {
      const row = await chatRepository.byId(db, messageId);
      if (!row || row.deletedAt) throw new AppError('NOT_FOUND', CHAT_TEXT.notFound);
      if (row.user.id === user.id) throw new AppError('BAD_REQUEST', 'You cannot report your own message.');
      await chatRepository.report(db, messageId, user.id, ctx.clock());
    },

    // ---- moderation: every act is in the audit log ----

    async remove(request: FastifyRequest, messageId: string): Promise<void> {
      const now = ctx.clock();
      const row = await chatRepository.byId(db, messageId);
      if (!row) throw new AppError('NOT_FOUND', CHAT_TEXT.notFound);
      await db.transaction(async (tx) => {
        await chatRepository.markDeleted(tx, messageId, request.auth!.user.id, now);
        await chatRepository.resolveReports(tx, messageId, now);
        await audit(tx, request, 'chat.delete', 'chat_message', messageId, { room: row.room, writer: row.user.id, message: row.message });
      });
      ctx.realtime.toRoom(rooms.siteChat(row.room), 'site_chat_deleted', { id: messageId, room: row.room as ChatRoom });
    },

    async dismissReports(request: FastifyRequest, messageId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if ((await chatRepository.resolveReports(tx, messageId, ctx.clock())) === 0) throw new AppError('NOT_FOUND', 'No open report on this message.');
        await audit(tx, request, 'chat.reports_dismissed', 'chat_message', messageId, null);
      });
    },

    async mute(request: FastifyRequest, body: MuteBody): Promise<{ userId: string; until: string; reason: string }> {
      const target = await playersRepository.account(db, body.userId);
      if (!target) throw new AppError('NOT_FOUND', 'User not found.');
      if (isAdminSteamId(config, target.steamId)) throw new AppError('BAD_REQUEST', 'Admins cannot be muted.');
      const now = ctx.clock();
      const until = new Date(now.getTime() + body.minutes * 60_000);
      await db.transaction(async (tx) => {
        await chatRepository.setMute(tx, { userId: body.userId, until, reason: body.reason, mutedBy: request.auth!.user.id, createdAt: now });
        await audit(tx, request, 'chat.mute', 'user', body.userId, { until: until.toISOString(), reason: body.reason });
      });
      // Every open page of the player closes its field now; the server refuses them from this moment on.
      ctx.realtime.toUser(body.userId, 'chat_muted', { until: until.toISOString(), reason: body.reason });
      return { userId: body.userId, until: until.toISOString(), reason: body.reason };
    },

    async unmute(request: FastifyRequest, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await chatRepository.removeMute(tx, userId))) throw new AppError('NOT_FOUND', 'This player is not muted.');
        await audit(tx, request, 'chat.unmute', 'user', userId, null);
      });
    },

    async setSlowMode(request: FastifyRequest, room: ChatRoom, seconds: number): Promise<{ room: ChatRoom; slowModeSeconds: number }> {
      await db.transaction(async (tx) => {
        await chatRepository.setSlowMode(tx, room, seconds, ctx.clock());
        await audit(tx, request, 'chat.slow_mode', 'chat_room', room, { slowModeSeconds: seconds });
      });
      ctx.realtime.toRoom(rooms.siteChat(room), 'site_chat_room', { room, slowModeSeconds: seconds });
      return { room, slowModeSeconds: seconds };
    },

    async blockedWords() {
      return { words: (await chatRepository.blockedWords(db)).map((w) => ({ id: w.id, word: w.word, createdAt: w.createdAt.toISOString() })) };
    },

    async addBlockedWord(request: FastifyRequest, word: string) {
      const row = await db.transaction(async (tx) => {
        const added = await chatRepository.addBlockedWord(tx, word.toLowerCase(), request.auth!.user.id, ctx.clock());
        if (!added) throw new AppError('CONFLICT', 'This word is already blocked.');
        await audit(tx, request, 'chat.word_blocked', 'chat_word', added.id, { word: added.word });
        return added;
      });
      return { id: row.id, word: row.word, createdAt: row.createdAt.toISOString() };
    },

    async removeBlockedWord(request: FastifyRequest, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await chatRepository.removeBlockedWord(tx, id);
        if (!row) throw new AppError('NOT_FOUND', 'This word is not blocked.');
        await audit(tx, request, 'chat.word_unblocked', 'chat_word', id, { word: row.word });
      });
    },

    async reports() {
      const rows = await chatRepository.openReports(db, REPORTS_SHOWN);
      return {
        reports: rows.map((r) => ({
          message: { ...toDto(r), deleted: r.deletedAt !== null },
          reports: Number(r.reports),
          firstReportedAt: new Date(r.firstReportedAt as unknown as string).toISOString(),
        })),
      };
    },
  };
}
