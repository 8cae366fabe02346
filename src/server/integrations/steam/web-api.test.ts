import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSteamEndpoints } from './endpoints';
import { startSteamSandbox, unreachableUrl } from '../../../../test/helpers/steam-sandbox';
import type { RunningSandbox } from '../../../../test/helpers/steam-sandbox';
import { createSteamWebApi, SteamWebApiError } from './web-api';
import type { SteamWebApi } from './web-api';

let sandbox: RunningSandbox;
let api: SteamWebApi;

beforeAll(async () => {
  sandbox = await startSteamSandbox();
  api = createSteamWebApi({ baseUrl: sandboxSteamEndpoints(sandbox.publicUrl).webApiBaseUrl, apiKey: 'sandbox' });
});

afterAll(async () => {
  await sandbox?.close();
});

const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

describe('Steam Web API client against the sandbox over HTTP', () => {
  it('returns a demo persona with its name and avatar', async () => {
    await expect(api.getPlayerSummary('76561198000000102')).resolves.toEqual({
      steamId: '76561198000000102',
      personaName: 'GoldenGoose',
      avatarUrl: `${sandbox.publicUrl}/sandbox/steam/avatar/76561198000000102.svg`,
    });
  });

  it('returns a stable generated name for any other account', async () => {
    const first = await api.getPlayerSummary('76561198123456789');
    expect(first?.personaName).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/);
    expect(first?.avatarUrl).toBe(`${sandbox.publicUrl}/sandbox/steam/avatar/76561198123456789.svg`);
    await expect(api.getPlayerSummary('76561198123456789')).resolves.toEqual(first);
    const other = await api.getPlayerSummary('76561198123456790');
    expect(other?.steamId).toBe('76561198123456790');
  });

  it('serves the avatar as a cacheable SVG', async () => {
    const summary = await api.getPlayerSummary('76561198000000101');
    const res = await fetch(summary?.avatarUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toContain('max-age=');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>RR</text>');
    // Deterministic: the same account always gets the same picture.
    await expect((await fetch(summary?.avatarUrl ?? '')).text()).resolves.toBe(svg);
  });

  it('returns null for an invalid id without asking Steam', async () => {
    let calls = 0;
    const counting = createSteamWebApi({
      baseUrl: 'https://api.steampowered.com',
      apiKey: 'k',
      fetch: async () => {
        calls++;
        return new Response('{}');
      },
    });
    for (const id of ['', '123', '76561198000000101 ', '7656119800000010x', '86561198000000101']) {
      await expect(counting.getPlayerSummary(id)).resolves.toBeNull();
    }
    expect(calls).toBe(0);
  });

  it('returns null when Steam does not list the account', async () => {
    const unknown = createSteamWebApi({ baseUrl: 'https://api.steampowered.com', apiKey: 'k', fetch: answering(200, { response: { players: [] } }) });
    await expect(unknown.getPlayerSummary('76561198000000101')).resolves.toBeNull();
    const someoneElse = createSteamWebApi({
      baseUrl: 'https://api.steampowered.com',
      apiKey: 'k',
      fetch: answering(200, { response: { players: [{ steamid: '76561198000000102', personaname: 'x', avatarfull: 'https://a/b.jpg' }] } }),
    });
    await expect(someoneElse.getPlayerSummary('76561198000000101')).resolves.toBeNull();
  });

  it('calls the documented URL with the key and the id', async () => {
    let seen = '';
    const spy = createSteamWebApi({
      baseUrl: 'https://api.steampowered.com/',
      apiKey: 'KEY&x=1',
      fetch: async (input) => {
        seen = String(input);
        return new Response(JSON.stringify({ response: { players: [] } }));
      },
    });
    await spy.getPlayerSummary('76561198000000101');
    const url = new URL(seen);
    expect(`${url.origin}${url.pathname}`).toBe('https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v0002/');
    expect(url.searchParams.get('key')).toBe('KEY&x=1');
    expect(url.searchParams.get('steamids')).toBe('76561198000000101');
  });

  it('throws on HTTP errors, bad JSON and unexpected shapes, without leaking the key', async () => {
    const cases: Array<[number, unknown]> = [
      [403, '<html>Forbidden</html>'],
      [500, { response: {} }],
      [200, 'not json'],
      [200, { response: { players: [{ steamid: '76561198000000101' }] } }],
      [200, { response: { players: [{ steamid: '76561198000000101', personaname: 'x', avatarfull: 'javascript:alert(1)' }] } }],
    ];
    for (const [status, body] of cases) {
      const failing = createSteamWebApi({ baseUrl: 'https://api.steampowered.com', apiKey: 'SECRET-KEY', fetch: answering(status, body) });
      const err = await failing.getPlayerSummary('76561198000000101').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SteamWebApiError);
      expect(String((err as Error).message)).not.toContain('SECRET-KEY');
    }
  });

  it('throws when Steam is unreachable or too slow', async () => {
    const dead = createSteamWebApi({ baseUrl: await unreachableUrl(), apiKey: 'k' });
    await expect(dead.getPlayerSummary('76561198000000101')).rejects.toBeInstanceOf(SteamWebApiError);
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const slow = createSteamWebApi({ baseUrl: 'https://api.steampowered.com', apiKey: 'k', fetch: hanging, timeoutMs: 50 });
    await expect(slow.getPlayerSummary('76561198000000101')).rejects.toBeInstanceOf(SteamWebApiError);
  });
});

describe('sandbox GetPlayerSummaries', () => {
  const summaries = (query: string) => fetch(`${sandbox.publicUrl}/sandbox/steam/api/ISteamUser/GetPlayerSummaries/v0002/?${query}`);

  it("answers Steam's JSON shape for a list of ids, skipping invalid ones", async () => {
    const res = await summaries('key=anything&steamids=76561198000000101,bogus,76561198000000103,123,76561198000000101');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { response: { players: Array<Record<string, unknown>> } };
    expect(body.response.players.map((p) => p.steamid)).toEqual(['76561198000000101', '76561198000000103']);
    expect(body.response.players[1]).toMatchObject({
      steamid: '76561198000000103',
      personaname: 'HenHouseAdmin',
      profileurl: `${sandbox.publicUrl}/sandbox/steam/profiles/76561198000000103/`,
      avatar: `${sandbox.publicUrl}/sandbox/steam/avatar/76561198000000103.svg`,
      avatarmedium: `${sandbox.publicUrl}/sandbox/steam/avatar/76561198000000103.svg`,
      avatarfull: `${sandbox.publicUrl}/sandbox/steam/avatar/76561198000000103.svg`,
      personastate: expect.any(Number),
      communityvisibilitystate: 3,
    });
  });

  it('answers an empty list for only invalid ids and 400 without steamids', async () => {
    const empty = await summaries('key=k&steamids=nope');
    await expect(empty.json()).resolves.toEqual({ response: { players: [] } });
    expect((await summaries('key=k')).status).toBe(400);
  });

  it('serves the profile page the summary links to', async () => {
    const res = await fetch(`${sandbox.publicUrl}/sandbox/steam/profiles/76561198000000102/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('GoldenGoose');
  });

  it('answers 404 for an avatar that is not a SteamID64', async () => {
    expect((await fetch(`${sandbox.publicUrl}/sandbox/steam/avatar/123.svg`)).status).toBe(404);
    expect((await fetch(`${sandbox.publicUrl}/sandbox/steam/avatar/76561198000000101.png`)).status).toBe(404);
  });
});
