import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { BeaconUnavailableError, createBeaconClient } from '../../src/server/integrations/drand';
import { createSteamWebApi, demoPersonas, SteamWebApiError } from '../../src/server/integrations/steam';
import { createInstanceMetrics } from '../../src/server/metrics';
import { metricsPlugin } from '../../src/server/plugins/metrics';
import { adminToken, finishSignIn, sessionCookieFrom, signIn, steamAssertion } from '../helpers/sign-in';
import { admin, awaitDraw, createRaffle, enter, player } from '../helpers/raffles';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
/** What an older version kept in DATA_DIR when SESSION_SECRET was unset. */
const LEGACY_SECRET = 'a-secret-an-older-version-kept-in-DATA_DIR-0123';
const demoAdmin = demoPersonas.find((p) => p.role === 'admin')!.steamId;

describe('health, metrics and logs of one instance', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fowls-ops-'));
    writeFileSync(join(dataDir, 'session-secret'), `${LEGACY_SECRET}\n`);
    t = await startTestApp('pglite', {
      env: { METRICS_TOKEN, LOG_LEVEL: 'trace', SESSION_SECRET: '', DATA_DIR: dataDir },
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  it('answers /healthz and /readyz with what it checked', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      shuttingDown: false,
      database: 'ok',
      migrations: 'applied',
      redis: 'not configured',
      dependencies: {
        steam_web_api: expect.stringMatching(/^(ok|unknown)$/),
        steam_trade_bot: 'unknown',
        coinbase: 'unknown',
        drand: expect.stringMatching(/^(ok|unknown)$/),
      },
    });
  });

  it('serves the listed metrics only to a holder of METRICS_TOKEN', async () => {
    await signIn(t.app); // a sign-in posts the new account's reward to the ledger
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = res.body;
    expect(body).toMatch(/fowls_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/healthz",status_code="200"\}/);
    expect(body).toMatch(/fowls_ledger_postings_total\{type="level_reward"\} [1-9]/);
    for (const name of [
      'fowls_db_pool_connections_in_use',
      'fowls_db_pool_waiting',
      'fowls_sockets_connected',
      'fowls_job_runs_total',
      'fowls_job_failures_total',
      'fowls_raffle_draws_total',
      'fowls_trade_offers_total',
      'fowls_payment_events_total',
      'fowls_process_resident_memory_bytes',
    ]) {
      expect(body).toContain(`# TYPE ${name} `);
    }
  });

  it('has a series at 0 for every known failure before any happens, so alerts see the first one', async () => {
    const body = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    for (const series of [
      'fowls_trade_offers_total{result="error"} 0',
      'fowls_trade_offers_total{result="declined"} 0',
      'fowls_payment_events_total{result="failed"} 0',
      'fowls_payment_events_total{result="refused"} 0',
      'fowls_raffle_draws_total{outcome="no_entries"} 0',
      'fowls_ledger_postings_total{type="refund"} 0',
      'fowls_job_failures_total{job="raffles.draw-due"} 0',
      'fowls_dependency_failures_total{dependency="coinbase"} 0',
      'fowls_dependency_failures_total{dependency="steam_trade_bot"} 0',
    ]) {
      expect(body).toContain(series);
    }
  });

  it('shows an outside dependency that failed as degraded on /readyz and /metrics, and stays ready', async () => {
    const scrape = async () => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const down: typeof fetch = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    // The adapters the app uses, pointed at relays and a Steam that do not answer.
    const beacon = createBeaconClient({ urls: ['http://127.0.0.1:9/drand'], chainHash: null, fetch: down });
    await expect(beacon.chain()).rejects.toBeInstanceOf(BeaconUnavailableError);
    const steam = createSteamWebApi({ baseUrl: 'http://127.0.0.1:9/steam', apiKey: 'k', fetch: down });
    await expect(steam.getPlayerSummary('76561198000000001')).rejects.toBeInstanceOf(SteamWebApiError);

    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', dependencies: { drand: 'degraded', steam_web_api: 'degraded' } });
    const body = await scrape();
    expect(body).toMatch(/fowls_dependency_failures_total\{dependency="drand"\} [1-9]/);
    expect(body).toMatch(/fowls_dependency_failures_total\{dependency="steam_web_api"\} [1-9]/);

    // The next good answer clears it and is timed.
    const beaconOk = createBeaconClient({ urls: [`${t.baseUrl}/sandbox/drand`], chainHash: null, fetch: globalThis.fetch });
    await beaconOk.chain();
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({ dependencies: { drand: 'ok' } });
    expect(await scrape()).toMatch(/fowls_dependency_last_success_timestamp_seconds\{dependency="drand"\} \d{10}/);
  });

  it('counts raffle draws, trade offers, payment events and job runs as they happen', async () => {
    const scrape = async () => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const count = (body: string, outcome: string) => Number(new RegExp(`fowls_raffle_draws_total\\{outcome="${outcome}"\\} (\\d+)`).exec(body)?.[1]);
    const before = await scrape();
    const boss = await admin(t);
    const raffle = await createRaffle(t, boss, { maxParticipants: 1 });
    expect((await enter(t, await player(t), raffle.id, 25)).statusCode).toBe(200);
    const drawn = await awaitDraw(t, raffle.id);
    // It ended full and waited for its beacon round before the draw: one draw, counted by how it ended.
    expect(drawn.beacon?.randomness).toEqual(expect.any(String));
    const after = await scrape();
    expect(count(after, 'winner')).toBe(count(before, 'winner') + 1);
    expect(count(after, 'no_entries')).toBe(count(before, 'no_entries'));
    // An unsigned provider call is refused, and counted.
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(webhook.statusCode).toBeGreaterThanOrEqual(400);
    const poll = { timeout: 30_000, interval: 200 };
    await expect.poll(scrape, poll).toMatch(/fowls_raffle_draws_total\{outcome="winner"\} [1-9]/);
    await expect.poll(scrape, poll).toMatch(/fowls_trade_offers_total\{result="\w+"\} [1-9]/);
    expect(await scrape()).toMatch(/fowls_payment_events_total\{result="(refused|unknown_charge)"\} [1-9]/);
    await expect.poll(scrape, poll).toMatch(/fowls_job_runs_total\{job="[^"]+",outcome="ran"\} [1-9]/);
  });

  it('has no /metrics at all without a token', async () => {
    const bare = Fastify();
    await bare.register(metricsPlugin, { metrics: createInstanceMetrics(), token: null, poolStats: () => null, connectedSockets: () => 0 });
    expect((await bare.inject({ url: '/metrics' })).statusCode).toBe(404);
    await bare.close();
  });

  it('writes JSON lines with a request id and never a cookie, token, password, secret or OpenID assertion', async () => {
    lines.length = 0;
    const assertion = await steamAssertion(t.app, demoAdmin);
    const back = await finishSignIn(t.app, assertion);
    const cookie = sessionCookieFrom(back)!;
    const token = await adminToken(t.app, cookie);
    const me = await t.app.inject({ url: '/api/admin/users', headers: { cookie, authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    const failed = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { cookie }, payload: { password: 'a-wrong-password-42' } });
    expect(failed.statusCode).toBe(401);

    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = parsed.filter((l) => l.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(4);
    for (const line of completed) expect(line.reqId).toEqual(expect.any(String));
    expect(completed.map((l) => l.reqId)).toContain(me.headers['x-request-id']);
    // The sign-in line, written inside the request, carries its id too.
    expect(parsed.find((l) => l.msg === 'user signed in')?.reqId).toEqual(expect.any(String));

    const secrets = [
      cookie.split('=')[1]!,
      decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!,
      token,
      TEST_ADMIN_PASSWORD,
      'a-wrong-password-42',
      LEGACY_SECRET,
      METRICS_TOKEN,
      new URL(assertion.path, t.baseUrl).searchParams.get('openid.sig')!,
      assertion.stateCookie.split('=')[1]!,
      'openid.',
    ];
    const all = lines.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
  });

  it('shares the session secret kept in the database with an instance started without SESSION_SECRET', async () => {
    // The first instance adopted the secret an older version kept in its DATA_DIR, so those sessions survive.
    expect(t.ctx.config.sessionSecret).toBe(LEGACY_SECRET);
    const other = await startTestApp('pglite', { env: { SESSION_SECRET: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'fowls-ops-')) }, database: t.database });
    try {
      expect(other.ctx.config.sessionSecret).toBe(LEGACY_SECRET);
      const { cookie, steamId } = await signIn(t.app);
      const me = await other.app.inject({ url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().steamId).toBe(steamId);
    } finally {
      await other.close();
    }
  });

  it('on a graceful stop, answers /readyz 503 and tells sockets to reconnect (to another instance)', async () => {
    const socket: Socket = connect(t.baseUrl, {
      path: '/ws',
      transports: ['websocket'],
      extraHeaders: { origin: new URL(t.ctx.config.publicUrl).origin },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    const reason = new Promise((resolve) => socket.once('disconnect', resolve));
    const stopping = t.close();
    closed = true;
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    await stopping;
    // Not 'io server disconnect', after which a client would not reconnect by itself.
    expect(await reason).toBe('transport close');
  });
});
