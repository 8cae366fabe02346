import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../core/contracts/accounts';
import { RECENT_WINNERS_LIMIT, SPECTATOR_TEXT, recentWinnersSchema } from '../../../core/contracts/spectator';
import { AppError } from '../../../core/errors';
import { drawnPubliclyBy } from '../../../core/raffles';
import type { AppContext } from '../../context';
import { createSessionService, requireUser, setSessionCookie, toUserDto } from '../accounts';
import { listedWinner, recentWinnersRepository } from '../raffles';
import { ensureSpectatorAccount } from './spectator-account';

const SPECTATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Each sign-in makes a session row: enough for reloads and a few screens, too few to fill the table. */
export const SPECTATOR_LOGIN_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `spectator-login:${request.ip}`,
} as const;

export async function spectatorRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { config } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sessions = createSessionService(ctx);
  const tags = ['spectator'];

  api.post(
    '/api/spectator/auto-login',
    { schema: { tags, response: { 200: userSchema } }, config: { access: 'public', rateLimit: SPECTATOR_LOGIN_RATE_LIMIT } },
    async (request, reply) => {
      const spectator = await ensureSpectatorAccount(ctx.db, ctx.clock());
      // An operator turns spectator mode off by banning the spectator account.
      if (spectator.isBanned) throw new AppError('FORBIDDEN', SPECTATOR_TEXT.unavailable);
      // Whoever was signed in here (a player, or an earlier spectator session) is signed out first.
      if (request.auth) await sessions.end(request.auth.sessionIdHash);
      // A screen's session lasts a broadcast day; its cookie dies with the browser even if the beacon logout is lost.
      const { token } = await sessions.create(spectator.id, { userAgent: request.headers['user-agent'], ip: request.ip }, SPECTATOR_SESSION_TTL_MS);
      setSessionCookie(reply, config, token);
      request.log.info({ event: 'spectator_sign_in' }, 'spectator signed in');
      return toUserDto(spectator, config, ctx.clock());
    },
  );

  // The latest winners for the live screen, as every list names them (docs/decisions/0048):
  // only once the draw's wheels have stopped, and as 'A player' for a player who hides
  // their name from the live wins feed.
  api.get('/api/spectator/winners', { config: { access: 'viewer' }, schema: { tags, response: { 200: recentWinnersSchema } } }, async (request) => {
    if (request.auth) requireUser(request);
    const now = ctx.clock();
    const rows = await recentWinnersRepository.recentWinners(ctx.db, new Date(drawnPubliclyBy(now.getTime())), RECENT_WINNERS_LIMIT);
    const winners = rows.flatMap(({ winner, drawnAt, ...r }) => {
      const shown = listedWinner(drawnAt, winner, now);
      return shown ? [{ ...r, drawnAt: drawnAt.toISOString(), winner: { username: shown.username, avatar: shown.avatar } }] : [];
    });
    return { winners };
  });
}
