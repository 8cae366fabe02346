import type { FastifyInstance } from 'fastify';
import { randomSteamId } from './users';
import { TEST_ADMIN_PASSWORD } from './test-app';

const locationOf = (res: { headers: Record<string, unknown> }): string => String(res.headers.location ?? '');

/** Every cookie pair ("name=value") a response sets, cleared ones left out. */
function cookiesFrom(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
  return list.map((c) => c.split(';')[0]!).filter((pair) => !pair.endsWith('='));
}

/** The session cookie pair ("name=value") from a response. */
export function sessionCookieFrom(res: { headers: Record<string, unknown> }): string | null {
  return cookiesFrom(res).find((c) => c.startsWith('fowls_session=')) ?? null;
}

/** A signed answer from the sandbox provider, and the sign-in state cookie of the browser that asked for it. */
export interface SteamAssertion {
  /** Our return route with the provider's signed query. */
  path: string;
  /** "fowls_login_state=…", set when the sign-in started. */
  stateCookie: string;
}

/**
 * Starts a sign-in and has the Steam sandbox sign it: our start route (which sets
 * the state cookie) and the sandbox's sign-in form. Returning to `path` with the
 * state cookie finishes it.
 */
export async function steamAssertion(app: FastifyInstance, steamId: string): Promise<SteamAssertion> {
  const start = await app.inject({ method: 'GET', url: '/api/auth/steam' });
  const stateCookie = cookiesFrom(start).find((c) => c.startsWith('fowls_login_state='));
  if (!stateCookie) throw new Error('sign-in start set no state cookie');
  const providerUrl = new URL(locationOf(start));
  const submit = await app.inject({
    method: 'POST',
    url: providerUrl.pathname + providerUrl.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ steamid: steamId }).toString(),
  });
  const returnUrl = new URL(locationOf(submit));
  return { path: returnUrl.pathname + returnUrl.search, stateCookie };
}

/** Finishes a sign-in: the return route, in the browser that started it unless `cookie` says otherwise. */
export const finishSignIn = (app: FastifyInstance, assertion: SteamAssertion, cookie: string | null = assertion.stateCookie) =>
  app.inject({ method: 'GET', url: assertion.path, headers: cookie ? { cookie } : {} });

export async function signIn(app: FastifyInstance, steamId = randomSteamId()): Promise<{ cookie: string; steamId: string }> {
  const back = await finishSignIn(app, await steamAssertion(app, steamId));
  const cookie = sessionCookieFrom(back);
  if (back.statusCode !== 302 || locationOf(back) !== '/' || !cookie) {
    throw new Error(`sign-in failed: ${back.statusCode} ${locationOf(back)}`);
  }
  return { cookie, steamId };
}

export async function adminToken(app: FastifyInstance, cookie: string, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', headers: { cookie }, payload: { password } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}
