import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSteamEndpoints } from './endpoints';
import { createSteamOpenId, SteamAuthError } from './openid';
import type { SteamOpenId, SteamOpenIdConfig } from './openid';
import { deriveAssociationKey, SIGNED_FIELDS, signFields } from './sandbox/openid-provider';
import { SANDBOX_TEST_SECRET, startSteamSandbox, unreachableUrl } from '../../../../test/helpers/steam-sandbox';
import type { RunningSandbox } from '../../../../test/helpers/steam-sandbox';

type Query = Record<string, string | undefined>;

const STATE = 'browser-state-0123456789';

/**
 * The assertion a provider holding the sandbox's key would sign for another
 * return_to: real Steam signs for any relying party, the sandbox only for ours.
 */
function signedFor(query: Query, returnTo: string): Query {
  const fields = { ...query, 'openid.return_to': returnTo } as Record<string, string>;
  return { ...fields, 'openid.sig': signFields(deriveAssociationKey(SANDBOX_TEST_SECRET), fields, SIGNED_FIELDS) };
}

const unescapeHtml = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function configFor(publicUrl: string, returnTo = `${publicUrl}/api/auth/steam/return`): SteamOpenIdConfig {
  const { providerUrl, claimedIdPrefix } = sandboxSteamEndpoints(publicUrl);
  return { providerUrl, claimedIdPrefix, returnTo, realm: publicUrl };
}

/** Counts provider calls, to show that locally refused assertions never reach the network. */
function countingFetch() {
  const calls = { n: 0 };
  const f: typeof fetch = (input, init) => {
    calls.n++;
    return fetch(input, init);
  };
  return { calls, fetch: f };
}

function relyingParty(cfg: SteamOpenIdConfig, extra: { now?: () => Date; fetch?: typeof fetch } = {}) {
  const nonces = new Set<string>();
  const counter = countingFetch();
  const rp = createSteamOpenId(cfg, {
    fetch: extra.fetch ?? counter.fetch,
    claimNonce: async (nonce) => {
      if (nonces.has(nonce)) return false;
      nonces.add(nonce);
      return true;
    },
    ...(extra.now ? { now: extra.now } : {}),
  });
  return { rp, nonces, calls: counter.calls };
}

/** The whole browser journey: provider page, form POST, redirect back. Returns the query we receive. */
async function signIn(rp: SteamOpenId, steamId?: string): Promise<{ query: Query; location: URL; prefilled: string }> {
  const page = await fetch(rp.authUrl(STATE));
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await page.text();
  const input = /<input type="text" id="steamid" name="steamid" value="(\d+)"/.exec(html);
  expect(input).not.toBeNull();
  expect(html).toMatch(/<label for="steamid">SteamID64<\/label>/);
  expect(html).toMatch(/<button type="submit">Sign In<\/button>/);
  const prefilled = input?.[1] ?? '';
  const action = unescapeHtml(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '');

  const res = await fetch(new URL(action, page.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ steamid: steamId ?? prefilled }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location') ?? '');
  return { query: Object.fromEntries(location.searchParams), location, prefilled };
}

async function expectRefused(promise: Promise<unknown>, reason: string | RegExp): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SteamAuthError);
  if (typeof reason === 'string') expect((err as SteamAuthError).reason).toBe(reason);
  else expect((err as SteamAuthError).reason).toMatch(reason);
}

let sandbox: RunningSandbox;
let foreign: RunningSandbox;
let cfg: SteamOpenIdConfig;

beforeAll(async () => {
  sandbox = await startSteamSandbox();
  // Another provider with its own key: an attacker's OpenID server.
  foreign = await startSteamSandbox('another-secret-fedcba9876543210', configFor(sandbox.publicUrl).returnTo);
  cfg = configFor(sandbox.publicUrl);
});

afterAll(async () => {
  await sandbox?.close();
  await foreign?.close();
});

describe('Steam OpenID sign-in against the sandbox over HTTP', () => {
  it('authUrl is a checkid_setup request for identifier_select', () => {
    const url = new URL(relyingParty(cfg).rp.authUrl(STATE));
    expect(`${url.origin}${url.pathname}`).toBe(cfg.providerUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.return_to': `${cfg.returnTo}?state=${STATE}`,
      'openid.realm': cfg.realm,
    });
  });

  it('signs in with the prefilled fresh SteamID64 and verifies it with the provider', async () => {
    const { rp, nonces, calls } = relyingParty(cfg);
    const { query, location, prefilled } = await signIn(rp);
    expect(prefilled).toMatch(/^7656119\d{10}$/);
    expect(`${location.origin}${location.pathname}`).toBe(cfg.returnTo);
    expect(query['openid.mode']).toBe('id_res');
    expect(query['openid.claimed_id']).toBe(`${cfg.claimedIdPrefix}${prefilled}`);
    expect(query['openid.signed']).toBe('signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle');
    expect(query['openid.response_nonce']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z\S+$/);

    await expect(rp.verify(query)).resolves.toEqual({ steamId: prefilled });
    expect(calls.n).toBe(1);
    expect(nonces.has(query['openid.response_nonce'] ?? '')).toBe(true);
  });

  it('prefills a different account on each visit', async () => {
    const { rp } = relyingParty(cfg);
    const a = await signIn(rp);
    const b = await signIn(rp);
    expect(a.prefilled).not.toBe(b.prefilled);
  });

  it('signs in as a demo persona', async () => {
    const { rp } = relyingParty(cfg);
    const { query } = await signIn(rp, '76561198000000103');
    await expect(rp.verify(query)).resolves.toEqual({ steamId: '76561198000000103' });
  });

  it('keeps a query string that return_to already has', async () => {
    const { rp } = relyingParty(configFor(sandbox.publicUrl, `${sandbox.publicUrl}/api/auth/steam/return?next=%2Fdashboard`));
    const { query, location } = await signIn(rp);
    expect(location.searchParams.get('next')).toBe('/dashboard');
    expect(query['openid.return_to']).toBe(`${sandbox.publicUrl}/api/auth/steam/return?next=%2Fdashboard&state=${STATE}`);
    await expect(rp.verify(query)).resolves.toHaveProperty('steamId');
    // The return_to parameters must arrive unchanged (OpenID 2.0 §11.1).
    await expectRefused(rp.verify({ ...query, next: '/admin' }), 'return_to_params_mismatch');
  });
});

describe('forged or unusable assertions are refused', () => {
  it('an assertion from a foreign provider', async () => {
    // Same return_to and realm as ours, so only the provider differs.
    const { rp: attackerRp } = relyingParty({ ...configFor(foreign.publicUrl), returnTo: cfg.returnTo, realm: cfg.realm });
    const { query } = await signIn(attackerRp, '76561198000000103');
    const { rp, calls } = relyingParty(cfg);
    await expectRefused(rp.verify(query), 'op_endpoint_mismatch');

    // Relabelled as ours, the foreign signature does not survive check_authentication.
    const relabelled = {
      ...query,
      'openid.op_endpoint': cfg.providerUrl,
      'openid.claimed_id': `${cfg.claimedIdPrefix}76561198000000103`,
      'openid.identity': `${cfg.claimedIdPrefix}76561198000000103`,
    };
    await expectRefused(rp.verify(relabelled), 'assertion_invalid');
    expect(calls.n).toBe(1);
  });

  it('a foreign op_endpoint', async () => {
    const { rp, calls } = relyingParty(cfg);
    const { query } = await signIn(rp);
    await expectRefused(rp.verify({ ...query, 'openid.op_endpoint': 'https://evil.example/openid/login' }), 'op_endpoint_mismatch');
    expect(calls.n).toBe(0);
  });

  it('claimed_id different from identity', async () => {
    const { rp, calls } = relyingParty(cfg);
    const { query } = await signIn(rp);
    await expectRefused(rp.verify({ ...query, 'openid.claimed_id': `${cfg.claimedIdPrefix}76561198000000103` }), 'claimed_id_identity_mismatch');
    await expectRefused(rp.verify({ ...query, 'openid.identity': undefined }), 'claimed_id_identity_mismatch');
    expect(calls.n).toBe(0);
  });

  it('claimed_id not matching the provider pattern', async () => {
    const { rp, calls } = relyingParty(cfg);
    const { query } = await signIn(rp);
    for (const claimedId of [
      `${cfg.claimedIdPrefix}12345`,
      `${cfg.claimedIdPrefix}76561198000000103/extra`,
      `${cfg.claimedIdPrefix}76561198000000103x`,
      'https://steamcommunity.com/openid/id/76561198000000103',
      `${cfg.claimedIdPrefix.replace('127.0.0.1', '127.0.0.1.evil.example')}76561198000000103`,
    ]) {
      await expectRefused(rp.verify({ ...query, 'openid.claimed_id': claimedId, 'openid.identity': claimedId }), 'claimed_id_pattern');
    }
    expect(calls.n).toBe(0);
  });

  it('a signed field changed to another account', async () => {
    const { rp, nonces } = relyingParty(cfg);
    const { query } = await signIn(rp);
    const admin = `${cfg.claimedIdPrefix}76561198000000103`;
    await expectRefused(rp.verify({ ...query, 'openid.claimed_id': admin, 'openid.identity': admin }), 'assertion_invalid');
    // A refused forgery does not burn the genuine assertion's nonce.
    expect(nonces.size).toBe(0);
    await expect(rp.verify(query)).resolves.toHaveProperty('steamId');
  });

  it('a changed, missing or padded signature', async () => {
    const { rp } = relyingParty(cfg);
    const { query } = await signIn(rp);
    const sig = query['openid.sig'] ?? '';
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    await expectRefused(rp.verify({ ...query, 'openid.sig': flipped }), 'assertion_invalid');
    await expectRefused(rp.verify({ ...query, 'openid.sig': `${sig}AAAA` }), 'assertion_invalid');
    await expectRefused(rp.verify({ ...query, 'openid.sig': ` ${sig}` }), 'assertion_invalid');
    await expectRefused(rp.verify({ ...query, 'openid.sig': undefined }), 'missing_sig');
  });

  it('a replayed assertion', async () => {
    const { rp } = relyingParty(cfg);
    const { query } = await signIn(rp);
    await expect(rp.verify(query)).resolves.toHaveProperty('steamId');
    await expectRefused(rp.verify(query), 'nonce_replayed');
  });

  it('a return_to on another origin, signed by the provider', async () => {
    // The attacker starts a sign-in for their own site, then replays the assertion to us.
    const otherOrigin = sandbox.publicUrl.replace('127.0.0.1', 'localhost');
    const { rp, calls } = relyingParty(cfg);
    const query = signedFor((await signIn(rp)).query, `${otherOrigin}/api/auth/steam/return`);
    await expectRefused(rp.verify(query), 'return_to_mismatch');
    expect(calls.n).toBe(0);
  });

  it('a look-alike return_to that a string prefix would accept', async () => {
    const lookAlike = `${cfg.returnTo}.evil`;
    const { rp, calls } = relyingParty(cfg);
    const query = signedFor((await signIn(rp)).query, lookAlike);
    await expectRefused(rp.verify(query), 'return_to_mismatch');

    const ours = createSteamOpenId({ ...cfg, returnTo: 'https://ours.com/api/auth/steam/return', realm: 'https://ours.com' }, { claimNonce: async () => true });
    for (const returnTo of ['https://ours.com.evil/api/auth/steam/return', 'https://ours.com@evil.example/api/auth/steam/return', 'not a url']) {
      await expectRefused(ours.verify({ ...query, 'openid.return_to': returnTo }), /^return_to_(mismatch|malformed)$/);
    }
    await expectRefused(rp.verify({ ...query, 'openid.return_to': undefined }), 'missing_return_to');
    expect(calls.n).toBe(0);
  });

  it('a stale, future or malformed nonce', async () => {
    const { query } = await signIn(relyingParty(cfg).rp);
    const later = relyingParty(cfg, { now: () => new Date(Date.now() + 6 * 60_000) });
    await expectRefused(later.rp.verify(query), 'nonce_stale');
    const earlier = relyingParty(cfg, { now: () => new Date(Date.now() - 3 * 60_000) });
    await expectRefused(earlier.rp.verify(query), 'nonce_from_future');

    const { rp, calls } = relyingParty(cfg);
    for (const nonce of [
      '',
      'yesterday',
      '2024-02-30T10:00:00Zabc',
      '2024-01-01 10:00:00Zabc',
      `${new Date().toISOString()}x`,
      `${new Date().toISOString().slice(0, 19)}Z has space`,
    ]) {
      await expectRefused(rp.verify({ ...query, 'openid.response_nonce': nonce }), 'nonce_malformed');
    }
    await expectRefused(rp.verify({ ...query, 'openid.response_nonce': undefined }), 'missing_nonce');
    expect(calls.n).toBe(0);
    expect(later.calls.n + earlier.calls.n).toBe(0);
  });

  it('an openid.signed list that leaves a required field out', async () => {
    const { rp, calls } = relyingParty(cfg);
    const { query } = await signIn(rp);
    for (const field of ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle']) {
      const signed = (query['openid.signed'] ?? '')
        .split(',')
        .filter((f) => f !== field)
        .join(',');
      await expectRefused(rp.verify({ ...query, 'openid.signed': signed }), `unsigned_${field}`);
    }
    await expectRefused(rp.verify({ ...query, 'openid.signed': undefined }), 'unsigned_op_endpoint');
    expect(calls.n).toBe(0);
  });

  it('a mode other than id_res, or another protocol version', async () => {
    const { rp, calls } = relyingParty(cfg);
    const { query } = await signIn(rp);
    for (const mode of ['cancel', 'setup_needed', 'check_authentication', undefined]) {
      await expectRefused(rp.verify({ ...query, 'openid.mode': mode }), 'mode_not_id_res');
    }
    await expectRefused(rp.verify({ ...query, 'openid.ns': 'http://openid.net/signon/1.1' }), 'bad_ns');
    expect(calls.n).toBe(0);
  });

  it('repeated query keys handed over as arrays', async () => {
    const { rp } = relyingParty(cfg);
    const { query } = await signIn(rp);
    const withArray = { ...query, 'openid.claimed_id': [query['openid.claimed_id'], 'x'] } as unknown as Query;
    await expectRefused(rp.verify(withArray), 'claimed_id_identity_mismatch');
  });

  it('an unreachable provider', async () => {
    const dead = await unreachableUrl();
    const deadCfg = { ...cfg, providerUrl: `${dead}/sandbox/steam/openid/login` };
    const { query } = await signIn(relyingParty(cfg).rp);
    const { rp, nonces } = relyingParty(deadCfg);
    await expectRefused(rp.verify({ ...query, 'openid.op_endpoint': deadCfg.providerUrl }), 'provider_unreachable');
    expect(nonces.size).toBe(0);
  });

  it('a provider that does not answer in time', async () => {
    const { query } = await signIn(relyingParty(cfg).rp);
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const rp = createSteamOpenId(cfg, { fetch: hanging, claimNonce: async () => true, timeoutMs: 50 });
    await expectRefused(rp.verify(query), 'provider_timeout');
  });

  it('a provider answering an error status or anything but is_valid:true', async () => {
    const { query } = await signIn(relyingParty(cfg).rp);
    const answering =
      (status: number, body: string): typeof fetch =>
      async () =>
        new Response(body, { status });
    const cases: Array<[number, string, string]> = [
      [500, 'is_valid:true\n', 'provider_http_500'],
      [200, 'ns:http://specs.openid.net/auth/2.0\nis_valid:false\n', 'assertion_invalid'],
      [200, 'is_valid:TRUE\n', 'assertion_invalid'],
      [200, '<html>is_valid:true</html>', 'assertion_invalid'],
      [200, '', 'assertion_invalid'],
    ];
    for (const [status, body, reason] of cases) {
      const rp = createSteamOpenId(cfg, { fetch: answering(status, body), claimNonce: async () => true });
      await expectRefused(rp.verify(query), reason);
    }
  });

  it('a failing nonce store', async () => {
    const { query } = await signIn(relyingParty(cfg).rp);
    const rp = createSteamOpenId(cfg, {
      claimNonce: async () => {
        throw new Error('database down');
      },
    });
    await expectRefused(rp.verify(query), 'nonce_store_failed');
  });
});
