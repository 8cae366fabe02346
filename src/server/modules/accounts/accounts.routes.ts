import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformInfoSchema, tradeUrlBodySchema, tradeUrlResultSchema, userSchema, type LoginError } from '../../../core/contracts/accounts';
import { okSchema } from '../../../core/contracts/common';
import type { AppContext } from '../../context';
import { createSteamOpenId, createSteamWebApi, realSteamEndpoints, sandboxSteamEndpoints, SteamAuthError, type SteamEndpoints } from '../../integrations/steam';
import { auditRepository } from '../audit';
import { platformInfo } from '../platform';
import { createAccountsService } from './accounts.service';
import { readAccount, requirePlayer, requireUser } from './guards';
import { newToken, SESSION_COOKIE, SESSION_TTL_MS, setSessionCookie, type SessionService } from './sessions.service';
import { toUserDto } from './user-dto';

export const STEAM_RETURN_PATH = '/api/auth/steam/return';

/**
 * Binds a sign-in to the browser that started it (login CSRF): a random state in a
 * short-lived cookie sent only to the return route, and in return_to, which Steam
 * signs. Someone else's unused assertion, sent to this browser, carries their state.
 */
const LOGIN_STATE_COOKIE = 'fowls_login_state';
const LOGIN_STATE_TTL_SECONDS = 10 * 60;

const sameState = (expected: string | undefined, given: string | undefined): boolean =>
  typeof expected === 'string' && typeof given === 'string' && expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/** Where the Steam endpoints are: real Steam, or the sandbox on our own server. */
export const steamEndpoints = (ctx: AppContext): SteamEndpoints =>
  ctx.config.steam.sandbox ? sandboxSteamEndpoints(ctx.config.publicUrl) : realSteamEndpoints;

export async function accountsRoutes(app: FastifyInstance, opts: { ctx: AppContext; sessions: SessionService }) {
  const { ctx, sessions } = opts;
  const { config } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const accounts = createAccountsService(ctx);
  const endpoints = steamEndpoints(ctx);
  const openId = createSteamOpenId(
    {
      providerUrl: endpoints.providerUrl,
      claimedIdPrefix: endpoints.claimedIdPrefix,
      returnTo: `${config.publicUrl}${STEAM_RETURN_PATH}`,
      realm: config.publicUrl,
    },
    { fetch: ctx.fetch, claimNonce: sessions.claimNonce },
  );
  const webApi = createSteamWebApi({ baseUrl: endpoints.webApiBaseUrl, apiKey: config.steam.apiKey ?? 'sandbox', fetch: ctx.fetch });

  const loginError = (reply: FastifyReply, error: LoginError) => reply.redirect(`/login?error=${error}`);

  api.get('/api/platform', { config: { access: 'public' }, schema: { tags: ['platform'], response: { 200: platformInfoSchema } } }, async () =>
    platformInfo(ctx),
  );

  api.get('/api/auth/steam', { config: { access: 'public' }, schema: { tags: ['auth'], hide: true } }, async (_request, reply) => {
    const state = newToken();
    reply.setCookie(LOGIN_STATE_COOKIE, state, {
      path: STEAM_RETURN_PATH,
      httpOnly: true,
      // Lax: the way back from Steam is a top-level navigation from another site.
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: LOGIN_STATE_TTL_SECONDS,
    });
    return reply.redirect(openId.authUrl(state));
  });

  api.get(
    STEAM_RETURN_PATH,
    { config: { access: 'public' }, schema: { tags: ['auth'], hide: true, querystring: z.record(z.string(), z.string()) } },
    async (request, reply) => {
      const expectedState = request.cookies[LOGIN_STATE_COOKIE];
      reply.clearCookie(LOGIN_STATE_COOKIE, { path: STEAM_RETURN_PATH });
      if (!sameState(expectedState, request.query.state)) {
        request.log.warn({ reason: expectedState ? 'state_mismatch' : 'state_missing' }, 'steam sign-in refused');
        return loginError(reply, 'steam_auth_failed');
      }
      let steamId: string;
      try {
        ({ steamId } = await openId.verify(request.query));
      } catch (e) {
        request.log.warn({ reason: e instanceof SteamAuthError ? e.reason : String(e) }, 'steam sign-in refused');
        return loginError(reply, 'steam_auth_failed');
      }
      let profile: Awaited<ReturnType<typeof webApi.getPlayerSummary>>;
      try {
        profile = await webApi.getPlayerSummary(steamId);
      } catch (e) {
        request.log.warn({ err: e }, 'steam player summary failed');
        return loginError(reply, 'steam_user_not_found');
      }
      if (!profile) return loginError(reply, 'steam_user_not_found');
      try {
        const { user } = await accounts.signIn({ steamId, username: profile.personaName, avatar: profile.avatarUrl });
        if (user.isBanned) return loginError(reply, 'account_banned');
        // A fresh session id at every sign-in; a previous session in this browser ends.
        const previous = request.auth?.sessionIdHash;
        if (previous) await sessions.end(previous);
        const { token } = await sessions.create(user.id, { userAgent: request.headers['user-agent'], ip: request.ip });
        setSessionCookie(reply, config, token, SESSION_TTL_MS / 1000);
        await auditRepository.record(ctx.db, { actorId: user.id, action: 'user.sign_in', targetType: 'user', targetId: user.id, ip: request.ip });
        request.log.info({ userId: user.id, event: 'sign_in' }, 'user signed in');
        return reply.redirect('/');
      } catch (e) {
        request.log.error({ err: e }, 'sign-in failed');
        return loginError(reply, 'login_failed');
      }
    },
  );

  // Every page asks who is signed in, so a signed-out visitor is an answer (null), not a
  // refusal: a 401 here put a red line in every visitor's console (decision 0060). A banned
  // session is still refused (403), which is how an open page learns of the ban.
  // Both show the balance, so both read the player's row: the session may be a kept copy without it.
  api.get('/api/auth/user', { config: { access: 'viewer' }, schema: { tags: ['auth'], response: { 200: userSchema.nullable() } } }, async (request) =>
    request.auth ? toUserDto(await readAccount(ctx.db, requireUser(request)), config, ctx.clock()) : null,
  );
  api.get('/api/me', { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: userSchema } } }, async (request) =>
    toUserDto(await readAccount(ctx.db, requireUser(request)), config, ctx.clock()),
  );

  const logout = async (request: { auth: { sessionIdHash: string; user: { id: string } } | null }, reply: FastifyReply) => {
    if (request.auth) await sessions.end(request.auth.sessionIdHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true as const };
  };
  // Anyone may end their own session, a banned player included.
  const logoutSchema = { config: { access: 'public' as const }, schema: { tags: ['auth'], response: { 200: okSchema } } };
  api.post('/api/auth/logout', logoutSchema, logout);
  api.post('/api/logout', logoutSchema, logout);

  api.post('/api/user/welcome-seen', { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: okSchema } } }, async (request) => {
    await accounts.markWelcomeSeen(requireUser(request));
    return { success: true as const };
  });

  api.post(
    '/api/user/trade-url',
    { config: { access: 'player' }, schema: { tags: ['auth'], body: tradeUrlBodySchema, response: { 200: tradeUrlResultSchema } } },
    async (request) => {
      const tradeOfferUrl = await accounts.saveTradeUrl(requirePlayer(request), request.body.tradeOfferUrl);
      return { success: true as const, tradeOfferUrl };
    },
  );
}
