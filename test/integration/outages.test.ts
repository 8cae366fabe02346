import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { openDatabase } from '../../src/server/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { haveServices, TEST_REDIS_URL } from '../helpers/services';
import { signIn } from '../helpers/sign-in';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Postgres and Redis taken away from a running instance and given back, through
// TCP proxies in front of the local servers.

describe.runIf(haveServices)('an instance when Postgres or Redis goes away', () => {
  let direct: TestDatabase;
  let viaProxy: TestDatabase;
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    direct = await createTestDatabase('postgres');
    pgProxy = await startTcpProxy(direct.url!);
    redisProxy = await startTcpProxy(TEST_REDIS_URL!);
    viaProxy = { ...(await openDatabase({ kind: 'postgres', url: pgProxy.url }, { onIdleError: () => undefined })), url: pgProxy.url };
    t = await startTestApp('postgres', { database: viaProxy, env: { REDIS_URL: redisProxy.url } });
  });
  afterAll(async () => {
    await t?.close();
    await viaProxy?.close();
    await pgProxy?.close();
    await redisProxy?.close();
    await direct?.close();
  });

  const ready = async () => (await t.app.inject({ url: '/readyz' })).json() as { status: string; database: string; redis: string };

  it('answers 503 while Postgres is away, says so on /readyz, and recovers without a restart', async () => {
    const { cookie } = await signIn(t.app);
    await expect.poll(ready).toMatchObject({ status: 'ready', database: 'ok' });

    pgProxy.cut();
    const answers = await Promise.all([
      t.app.inject({ url: '/api/me', headers: { cookie } }),
      t.app.inject({ url: '/api/raffles', headers: { cookie } }),
      t.app.inject({ url: '/api/platform' }),
      t.app.inject({ method: 'POST', url: '/api/feedback', headers: { cookie }, payload: { message: 'Is anybody out there?' } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('5');
    }
    const readiness = await t.app.inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'not ready', database: 'unreachable' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);

    pgProxy.restore();
    await expect.poll(async () => (await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('keeps serving while Redis is away: only realtime to other instances degrades', async () => {
    await expect.poll(ready).toMatchObject({ redis: 'connected' });
    const { cookie } = await signIn(t.app);
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json() as { id: string };
    const socket: Socket = connect(t.baseUrl, {
      path: '/ws',
      transports: ['websocket'],
      extraHeaders: { cookie, origin: new URL(t.ctx.config.publicUrl).origin },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    try {
      redisProxy.cut();
      await expect.poll(ready).toMatchObject({ status: 'ready', redis: 'degraded' });
      // Rate limits (kept in Redis) let requests through; events still reach this instance's sockets.
      const received = new Promise((resolve) => socket.once('balance_updated', resolve));
      for (let i = 0; i < 3; i++) t.ctx.realtime.toUser(me.id, 'balance_updated', { fowlBalance: 1234 });
      expect(await received).toEqual({ fowlBalance: 1234 });
      const opened = await t.app.inject({ method: 'POST', url: '/api/daily-case/open', headers: { cookie } });
      expect(opened.statusCode).toBe(200);
      expect((await signIn(t.app)).cookie).toBeTruthy();

      redisProxy.restore();
      await expect.poll(ready, { timeout: 20_000 }).toMatchObject({ redis: 'connected' });
    } finally {
      socket.disconnect();
    }
  });

  it('logs a Redis outage once when it goes and once when it is back, and counts it', async () => {
    const proxy = await startTcpProxy(TEST_REDIS_URL!);
    const lines: { msg: string; client?: string }[] = [];
    const token = 'metrics-token-0123456789abcdef';
    const app = await startTestApp('pglite', {
      env: { REDIS_URL: proxy.url, METRICS_TOKEN: token, LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    try {
      const scrape = async () => (await app.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;
      const redisLines = () => lines.filter((l) => /^redis /.test(l.msg)).map((l) => l.msg.split(':')[0]);
      await expect.poll(async () => (await app.app.inject({ url: '/readyz' })).json()).toMatchObject({ redis: 'connected' });
      await expect.poll(scrape).toMatch(/fowls_redis_up\{client="rate_limit"\} 1/);
      expect(await scrape()).toMatch(/fowls_redis_losses_total\{client="rate_limit"\} 0/);
      expect(redisLines()).toEqual([]);

      proxy.cut();
      await expect.poll(scrape).toMatch(/fowls_redis_up\{client="realtime_sub"\} 0/);
      // Retries go on while it is away; none of them adds a line.
      await expect.poll(scrape).toMatch(/fowls_redis_losses_total\{client="rate_limit"\} 1/);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(redisLines()).toEqual(['redis unreachable']);

      proxy.restore();
      await expect.poll(redisLines, { timeout: 20_000 }).toEqual(['redis unreachable', 'redis is back']);
      const metrics = await scrape();
      for (const client of ['realtime_pub', 'realtime_sub', 'rate_limit']) {
        expect(metrics).toContain(`fowls_redis_up{client="${client}"} 1`);
        expect(metrics).toContain(`fowls_redis_losses_total{client="${client}"} 1`);
      }
    } finally {
      await app.close();
      await proxy.close();
    }
  });

  it('logs a Redis it cannot reach from the start once, and once more when it answers', async () => {
    const proxy = await startTcpProxy(TEST_REDIS_URL!);
    proxy.cut();
    const lines: { msg: string }[] = [];
    const app = await startTestApp('pglite', {
      env: { REDIS_URL: proxy.url, LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    try {
      const redisLines = () => lines.filter((l) => /^redis /.test(l.msg)).map((l) => l.msg.split(':')[0]);
      await expect.poll(redisLines).toEqual(['redis unreachable']);
      const readiness = await app.app.inject({ url: '/readyz' });
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toMatchObject({ redis: 'down' });
      proxy.restore();
      await expect.poll(redisLines, { timeout: 20_000 }).toEqual(['redis unreachable', 'redis is back']);
      expect((await app.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready', redis: 'connected' });
    } finally {
      await app.close();
      await proxy.close();
    }
  });
});
