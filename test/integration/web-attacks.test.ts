import { connect } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../src/server/db/schema';
import { ledgerRepository } from '../../src/server/modules/ledger';
import { setMaintenance } from '../../src/server/modules/platform';
import { DEFAULT_PER_USER_CONCURRENCY } from '../../src/server/config';
import { CROSS_SITE_MESSAGE } from '../../src/server/plugins/same-origin';
import { TOO_MANY_AT_ONCE_MESSAGE } from '../../src/server/user-queues';
import { databaseKinds } from '../helpers/databases';
import { balanceOf as balanceOfPlayer, playerKinds, signedInPlayer } from '../helpers/players';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { tradeUrlFor } from '../helpers/users';

// The attacks an independent review found, kept as tests: each one failed on the
// platform before it was fixed.

describe.each(databaseKinds)('attacks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The production limits, which the burst test below leans on.
    t = await startTestApp(kind, { config: { perUserConcurrency: DEFAULT_PER_USER_CONCURRENCY } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const premiumPlayer = () => signedInPlayer(t, { fields: playerKinds.premium() });
  const balanceOf = (id: string) => balanceOfPlayer(t.ctx, id);

  describe('one origin', () => {
    const ownOrigin = () => new URL(t.ctx.config.publicUrl).origin;

    it('refuses a state-changing request from another site, with or without a body', async () => {
      const p = await premiumPlayer();
      const attempts = [
        { method: 'POST', url: '/api/fowl-flip/play', payload: { betAmount: 10, selectedSide: 'heads' } },
        { method: 'POST', url: '/api/daily-case/open' },
        { method: 'POST', url: '/api/fairness/rotate' },
        { method: 'POST', url: '/api/user/welcome-seen' },
        { method: 'POST', url: '/api/logout' },
        { method: 'POST', url: '/api/spectator/auto-login' },
        { method: 'POST', url: '/api/user/trade-url', payload: { tradeOfferUrl: tradeUrlFor(p.steamId) } },
      ] as const;
      const foreign = [
        { origin: 'https://evil.example' },
        { origin: undefined, referer: 'https://evil.example/page' },
        { origin: 'null' },
        { origin: undefined },
        // A look-alike of our own origin.
        { origin: `${ownOrigin()}.evil.example` },
      ];
      for (const attempt of attempts) {
        for (const headers of foreign) {
          const res = await t.app.inject({ ...attempt, headers: { cookie: p.cookie, ...headers } });
          expect(res.statusCode, `${attempt.url} ${JSON.stringify(headers)}`).toBe(403);
          expect(res.json()).toMatchObject({ error: CROSS_SITE_MESSAGE, code: 'FORBIDDEN' });
        }
      }
      expect(await balanceOf(p.id)).toBe(500);
      const [me] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
      expect(me!.hasSeenWelcome).toBe(false);
      expect(me!.tradeOfferUrl).toBeNull();
      // The session survived the cross-site logout.
      expect((await t.app.inject({ url: '/api/me', headers: { cookie: p.cookie } })).statusCode).toBe(200);
    });

    it('accepts its own origin, or its own Referer when a browser sends no Origin', async () => {
      const p = await premiumPlayer();
      const viaOrigin = await t.app.inject({ method: 'POST', url: '/api/user/welcome-seen', headers: { cookie: p.cookie, origin: ownOrigin() } });
      expect(viaOrigin.statusCode).toBe(200);
      const viaReferer = await t.app.inject({
        method: 'POST',
        url: '/api/fairness/rotate',
        headers: { cookie: p.cookie, origin: undefined, referer: `${ownOrigin()}/fairness` },
      });
      expect(viaReferer.statusCode).toBe(200);
    });

    it('takes JSON bodies only: a form or text body, as a cross-site form sends, is refused', async () => {
      const p = await premiumPlayer();
      for (const [type, payload] of [
        ['text/plain', '{"betAmount":10,"selectedSide":"heads"}'],
        ['application/x-www-form-urlencoded', 'betAmount=10&selectedSide=heads'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="betAmount"\r\n\r\n10\r\n--x--'],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url: '/api/fowl-flip/play', headers: { cookie: p.cookie, 'content-type': type }, payload });
        expect(res.statusCode, type).toBe(415);
      }
      expect(await balanceOf(p.id)).toBe(500);
    });

    it('lets the payment provider call back from anywhere: its signature is checked instead', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { origin: undefined, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).not.toBe(403);
      expect(res.statusCode).toBeLessThan(500);
    });
  });

  describe('maintenance and sessions follow the routed path', () => {
    it('answers 503 for an encoded /api path during maintenance, and reads its session', async () => {
      const p = await premiumPlayer();
      await setMaintenance(t.ctx, true, t.ctx.clock());
      try {
        for (const url of ['/api/raffles', '/%61pi/raffles', '/%61%70%69/raffles', '/api/%72affles']) {
          const res = await t.app.inject({ url });
          expect(res.statusCode, url).toBe(503);
          expect(res.json().maintenance).toBe(true);
        }
      } finally {
        await setMaintenance(t.ctx, false, t.ctx.clock());
      }
      const encoded = await t.app.inject({ url: '/%61pi/me', headers: { cookie: p.cookie } });
      expect(encoded.statusCode).toBe(200);
      expect(encoded.json().id).toBe(p.id);
    });
  });

  describe('security headers', () => {
    it('are on every answer, an error or an unknown path included', async () => {
      for (const url of ['/api/platform', '/api/raffle/not-a-raffle', '/no-such-page']) {
        const res = await t.app.inject({ url });
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.headers['content-security-policy'], url).toContain("form-action 'self' https://steamcommunity.com");
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
    });
  });

  describe('personal answers', () => {
    it('are never cached', async () => {
      const p = await premiumPlayer();
      for (const url of [
        '/api/me',
        `/api/user/${p.steamId}`,
        '/api/fairness/seeds',
        `/api/user/${p.steamId}/transaction-history`,
        '/api/raffles',
        '/api/nothing-here',
      ]) {
        const res = await t.app.inject({ url, headers: { cookie: p.cookie } });
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const refused = await t.app.inject({ url: '/api/me' });
      expect(refused.headers['cache-control']).toBe('no-store');
    });
  });

  describe('text that cannot break anything', () => {
    it.each([
      ['NUL', 'hello\u0000world', /control characters/],
      ['an escape sequence', '\u001b[2Jhello', /control characters/],
      ['a direction override', 'hello \u202Edlrow', /direction controls/],
      ['only zero-width characters', '\u200B\u200D\uFEFF', /Message cannot be empty/],
    ])('refuses a chat message with %s with a 400 and stores nothing', async (_label, message, error) => {
      const p = await premiumPlayer();
      const res = await t.app.inject({ method: 'POST', url: `/api/raffles/${crypto.randomUUID()}/chat`, headers: { cookie: p.cookie }, payload: { message } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(error);
    });

    it('refuses control characters in every kind of text field with a 400, never a 500', async () => {
      const p = await premiumPlayer();
      const nul = 'x\u0000y';
      const attempts = [
        { url: '/api/feedback', payload: { message: nul } },
        { url: '/api/user/trade-url', payload: { tradeOfferUrl: `${tradeUrlFor(p.steamId)}${nul}` } },
        { url: '/api/referral/apply', payload: { referralCode: nul } },
        { url: '/api/fairness/client-seed', payload: { clientSeed: nul } },
      ];
      for (const attempt of attempts) {
        const res = await t.app.inject({ method: 'POST', ...attempt, headers: { cookie: p.cookie } });
        expect(res.statusCode, attempt.url).toBe(400);
      }
      const [me] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
      expect(me!.tradeOfferUrl).toBeNull();
    });
  });

  describe('one player cannot hold the whole database pool', () => {
    // The queue itself is tested in plugins/per-user-concurrency.test.ts; whether a burst
    // overflows it here depends on how fast the database answers.
    it('takes a burst from one player through its queue, refusing only with 429, keeping the ledger whole', async () => {
      const p = await premiumPlayer();
      const { waiting, running } = t.ctx.config.perUserConcurrency;
      const burst = waiting + running + 20;
      const answers = await Promise.all(
        Array.from({ length: burst }, () =>
          t.app.inject({ method: 'POST', url: '/api/fowl-flip/play', headers: { cookie: p.cookie }, payload: { betAmount: 10, selectedSide: 'heads' } }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      for (const refused of answers.filter((a) => a.statusCode === 429)) expect(refused.json().error).toBe(TOO_MANY_AT_ONCE_MESSAGE);
      const played = statuses.filter((s) => s === 200).length;
      expect(played).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
      const [bets] = await t.ctx.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.userId} = ${p.id} and ${ledgerEntries.type} = 'fowl_flip' and ${ledgerEntries.amount} < 0`);
      expect(bets!.n).toBe(played);
      expect(await ledgerRepository.findInvariantViolations(t.ctx.db)).toEqual([]);
      // Another player is served meanwhile and afterwards.
      const other = await premiumPlayer();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/fowl-flip/play',
        headers: { cookie: other.cookie },
        payload: { betAmount: 10, selectedSide: 'tails' },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});

describe('slow clients', () => {
  it('are cut off: a request sent too slowly, and a connection left idle', async () => {
    const t = await startTestApp('pglite', { config: { httpTimeouts: { requestMs: 300, idleMs: 600 } } });
    try {
      const { port } = new URL(t.baseUrl);
      const open = (firstBytes: string) =>
        new Promise<{ closed: Promise<string> }>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1', () => {
            socket.write(firstBytes);
            let answer = '';
            socket.on('data', (d) => (answer += d.toString()));
            resolve({ closed: new Promise((done) => socket.on('close', () => done(answer))) });
          });
        });
      // Headers that never end (slowloris), and a connection that never says anything.
      const slow = await open('GET /api/platform HTTP/1.1\r\nHost: x\r\n');
      const idle = await open('');
      // Cut off silently by the idle timeout, or with a 408 by the request timeout, whichever comes first.
      expect(await slow.closed).toMatch(/^$|^HTTP\/1.1 408/);
      expect(await idle.closed).toBe('');
    } finally {
      await t.close();
    }
  });
});
