import type { FastifyInstance } from 'fastify';
import { randomSteamId } from './users';
import { TEST_ADMIN_PASSWORD } from './test-app';

const locationOf = (res: { headers: Record<string, unknown> }): string => String(res.headers.location ?? '');

/** The session cookie pair ("name=value") from a response. */
export function sessionCookieFrom(res: { headers: Record<string, unknown> }): string | null {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const cookie = list.find((c: string) => c.startsWith('fowls_session=') && !c.startsWith('fowls_session=;'));
  return cookie ? cookie.split(';')[0]! : null;
}

/**
 * Signs in through the real OpenID flow against the Steam sandbox: start, the
 * sandbox's sign-in form, then our return route (which verifies over HTTP).
 */
export async function steamAssertion(app: FastifyInstance, steamId: string): Promise<string> {
  const start = await app.inject({ method: 'GET', url: '/api/auth/steam' });
  const providerUrl = new URL(locationOf(start));
  const submit = await app.inject({
    method: 'POST',
    url: providerUrl.pathname + providerUrl.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ steamid: steamId }).toString(),
  });
  const returnUrl = new URL(locationOf(submit));
  return returnUrl.pathname + returnUrl.search;
}

export async function signIn(app: FastifyInstance, steamId = randomSteamId()): Promise<{ cookie: string; steamId: string }> {
  const returnPath = await steamAssertion(app, steamId);
  const back = await app.inject({ method: 'GET', url: returnPath });
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
