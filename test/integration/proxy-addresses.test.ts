import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Behind a proxy, the client's address is the one the proxy appends to
// X-Forwarded-For, never one the client wrote before it: otherwise every invented
// address would get a fresh rate-limit bucket and the logs could be forged.

const PER_MINUTE = 5;
const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.7';

// About HTTP, not the database: one engine will do.
describe.each(databaseKinds.slice(0, 1))('client addresses behind a proxy on %s', (kind) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function appTrusting(trustProxy: string): Promise<TestApp> {
    const t = await startTestApp(kind, { env: { TRUST_PROXY: trustProxy }, config: { rateLimits: { perMinute: PER_MINUTE, adminLoginPerIp: 10 } } });
    apps.push(t);
    return t;
  }

  /** One request through the proxy: the client's invented entries first, then the address the proxy saw. */
  const throughProxy = (t: TestApp, invented: string) =>
    t.app.inject({ url: '/api/platform', remoteAddress: PROXY, headers: { 'x-forwarded-for': `${invented}, ${CLIENT}` } });

  describe.each([
    ['a hop count', '1'],
    ["the proxy's address", PROXY],
  ])('with %s', (_label, trustProxy) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appTrusting(trustProxy);
    });

    it('limits the client by the address its proxy saw, whatever it invents before it', async () => {
      const answers = [];
      for (let i = 0; i < PER_MINUTE + 3; i++) answers.push((await throughProxy(t, `198.51.100.${i + 1}`)).statusCode);
      expect(answers.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200));
      expect(answers.slice(PER_MINUTE)).toEqual([429, 429, 429]);
      // Another client behind the same proxy has its own bucket.
      const other = await t.app.inject({ url: '/api/platform', remoteAddress: PROXY, headers: { 'x-forwarded-for': '192.0.2.55' } });
      expect(other.statusCode).toBe(200);
    });
  });

  it('takes nothing from X-Forwarded-For of a client that is not the named proxy', async () => {
    const t = await appTrusting(PROXY);
    const direct = (invented: string) => t.app.inject({ url: '/api/platform', remoteAddress: '192.0.2.9', headers: { 'x-forwarded-for': invented } });
    const answers = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) answers.push((await direct(`198.51.100.${i + 1}`)).statusCode);
    expect(answers.at(-1)).toBe(429);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For altogether', async () => {
    const t = await appTrusting('false');
    const answers = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) answers.push((await throughProxy(t, `198.51.100.${i + 1}`)).statusCode);
    expect(answers.at(-1)).toBe(429);
  });
});
