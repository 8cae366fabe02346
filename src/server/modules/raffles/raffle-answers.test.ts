import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { admin, createRaffle, enter, player, type Admin } from '../../../../test/helpers/raffles';

// The list and a raffle's detail are kept serialized and compressed once per change
// (stamped-answers.ts): each client still gets the JSON it asked for, in its encoding.

describe.each(databaseKinds)('kept raffle answers on %s', (kind) => {
  let t: TestApp;
  let boss: Admin;
  beforeAll(async () => {
    t = await startTestApp(kind);
    boss = await admin(t);
  });
  afterAll(() => t?.close());

  // Catches: a compressed form of an older answer, a wrong Content-Encoding, or an encoding the client refused.
  it('sends the same JSON plain, as brotli and as gzip, each as the client accepts', async () => {
    const raffle = await createRaffle(t, boss);
    for (let i = 0; i < 6; i++) expect((await enter(t, await player(t), raffle.id, 10 + i)).statusCode).toBe(200);
    for (const url of [`/api/raffle/${raffle.id}`, '/api/raffles']) {
      const get = (acceptEncoding?: string) => t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      const plain = await get();
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await get('br;q=0, gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect((await get('identity')).headers['content-encoding']).toBeUndefined();
    }

    // A new entry: the compressed forms are of the new answer.
    const late = await player(t);
    expect((await enter(t, late, raffle.id, 50)).statusCode).toBe(200);
    const br = await t.app.inject({ url: `/api/raffle/${raffle.id}`, headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toMatchObject({ participantCount: 7, totalPool: 10 + 11 + 12 + 13 + 14 + 15 + 50 });
  });
});
