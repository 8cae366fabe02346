import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSteamEndpoints } from './endpoints';
import { demoPersonas } from './sandbox/personas';
import { startSteamSandbox } from '../../../../test/helpers/steam-sandbox';
import type { RunningSandbox } from '../../../../test/helpers/steam-sandbox';

let sandbox: RunningSandbox;
let loginUrl: string;
let returnTo: string;

beforeAll(async () => {
  sandbox = await startSteamSandbox();
  loginUrl = sandboxSteamEndpoints(sandbox.publicUrl).providerUrl;
  returnTo = `${sandbox.publicUrl}/api/auth/steam/return`;
});

afterAll(async () => {
  await sandbox?.close();
});

const setupQuery = (over: Record<string, string | null> = {}): string => {
  const params: Record<string, string | null> = {
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'checkid_setup',
    'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
    'openid.return_to': returnTo,
    'openid.realm': sandbox.publicUrl,
    ...over,
  };
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null) q.set(k, v);
  return q.toString();
};

const postForm = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

async function assertion(steamId = '76561198000000101'): Promise<Record<string, string>> {
  const res = await postForm(`${loginUrl}?${setupQuery()}`, { steamid: steamId });
  expect(res.status).toBe(302);
  return Object.fromEntries(new URL(res.headers.get('location') ?? '').searchParams);
}

const checkAuthentication = async (fields: Record<string, string>): Promise<string> => {
  const res = await postForm(loginUrl, { ...fields, 'openid.mode': 'check_authentication' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};

describe('sandbox sign-in page', () => {
  it('is an accessible page with the SteamID64 form and the demo personas', async () => {
    const query = setupQuery();
    const res = await fetch(`${loginUrl}?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Steam sandbox sign-in</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<label for="steamid">SteamID64</label>');
    expect(html).toMatch(/<input type="text" id="steamid" name="steamid" value="7656119\d{10}"/);
    expect(html).toContain('<button type="submit">Sign In</button>');
    expect(html).toContain('offline stand-in for Steam');
    // The forms post back to the same URL with the OpenID query kept.
    expect(html).toContain(`action="/sandbox/steam/openid/login?${query.replace(/&/g, '&amp;')}"`);
    for (const p of demoPersonas) {
      expect(html).toContain(`Sign in as ${p.personaName}</button>`);
      expect(html).toContain(`value="${p.steamId}"`);
      expect(html).toContain(p.description);
    }
  });

  it('prefills the account the relying party asked for', async () => {
    const claimed = `${sandboxSteamEndpoints(sandbox.publicUrl).claimedIdPrefix}76561198000000555`;
    const html = await (await fetch(`${loginUrl}?${setupQuery({ 'openid.identity': claimed, 'openid.claimed_id': claimed })}`)).text();
    expect(html).toContain('name="steamid" value="76561198000000555"');
  });

  it('answers a 400 page for a request that is not checkid_setup', async () => {
    const cases: Array<Record<string, string | null>> = [
      { 'openid.mode': null },
      { 'openid.mode': 'checkid_immediate' },
      { 'openid.return_to': null },
      { 'openid.return_to': 'not a url' },
      { 'openid.return_to': 'javascript:alert(1)', 'openid.realm': null },
      { 'openid.ns': 'http://openid.net/signon/1.1' },
      { 'openid.realm': 'https://elsewhere.example' },
      // It signs for this site's own callback only, so an assertion cannot be carried elsewhere.
      { 'openid.return_to': 'https://elsewhere.example/api/auth/steam/return', 'openid.realm': null },
      { 'openid.return_to': `${sandbox.publicUrl}/somewhere/else` },
      { 'openid.return_to': `${sandbox.publicUrl.replace('127.0.0.1', 'localhost')}/api/auth/steam/return`, 'openid.realm': null },
    ];
    for (const over of cases) {
      const res = await fetch(`${loginUrl}?${setupQuery(over)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<title>Steam sandbox: bad request</title>');
      // The POST to the same URL is refused the same way.
      expect((await postForm(`${loginUrl}?${setupQuery(over)}`, { steamid: '76561198000000101' })).status).toBe(400);
    }
  });

  it('escapes everything it echoes', async () => {
    const evil = `${returnTo}?x="><script>alert(1)</script>`;
    const res = await fetch(`${loginUrl}?${setupQuery({ 'openid.return_to': evil })}`);
    const html = await res.text();
    expect(html).not.toContain('<script>');
    const bad = await postForm(`${loginUrl}?${setupQuery()}`, { steamid: '"><img src=x onerror=alert(1)>' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).not.toContain('<img src=x');
    expect(badHtml).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('shows the page again with an error for an invalid SteamID64', async () => {
    for (const steamid of ['', '123', '76561198000000101x', '86561198000000101']) {
      const res = await postForm(`${loginUrl}?${setupQuery()}`, { steamid });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('aria-invalid="true"');
      expect(html).toContain('<button type="submit">Sign In</button>');
    }
  });

  it('refuses repeated form fields and oversized bodies', async () => {
    const repeated = await fetch(`${loginUrl}?${setupQuery()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'steamid=76561198000000101&steamid=76561198000000103',
      redirect: 'manual',
    });
    expect(repeated.status).toBe(400);
    const huge = await postForm(`${loginUrl}?${setupQuery()}`, { steamid: '7'.repeat(20_000) });
    expect(huge.status).toBe(413);
  });
});

describe('sandbox positive assertion', () => {
  it('redirects to return_to with the signed Steam-shaped fields', async () => {
    const a = await assertion('76561198000000102');
    const { providerUrl, claimedIdPrefix } = sandboxSteamEndpoints(sandbox.publicUrl);
    expect(a).toMatchObject({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'id_res',
      'openid.op_endpoint': providerUrl,
      'openid.claimed_id': `${claimedIdPrefix}76561198000000102`,
      'openid.identity': `${claimedIdPrefix}76561198000000102`,
      'openid.return_to': returnTo,
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    });
    expect(a['openid.response_nonce']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z[\x21-\x7e]+$/);
    expect(Buffer.from(a['openid.sig'] ?? '', 'base64')).toHaveLength(32);
  });

  it('answers check_authentication statelessly: any instance with the secret agrees', async () => {
    const a = await assertion();
    expect(await checkAuthentication(a)).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    // A second instance sharing only the secret: nothing is remembered between signing and checking.
    const twin = await startSteamSandbox();
    try {
      const res = await twin.app.inject({
        method: 'POST',
        url: '/sandbox/steam/openid/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...a, 'openid.mode': 'check_authentication' }).toString(),
      });
      expect(res.body).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    } finally {
      await twin.close();
    }
  });

  it('answers is_valid:false for tampered or incomplete assertions', async () => {
    const a = await assertion();
    const forged: Array<Record<string, string>> = [
      { ...a, 'openid.claimed_id': a['openid.claimed_id']?.replace('0101', '0103') ?? '' },
      { ...a, 'openid.return_to': 'https://evil.example/' },
      { ...a, 'openid.response_nonce': `${a['openid.response_nonce']}x` },
      { ...a, 'openid.sig': 'AAAA' },
      { ...a, 'openid.assoc_handle': 'other-handle' },
      { ...a, 'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle,extra' },
      { ...a, 'openid.ns': 'http://openid.net/signon/1.1' },
      Object.fromEntries(Object.entries(a).filter(([k]) => k !== 'openid.sig')),
    ];
    for (const fields of forged) {
      expect(await checkAuthentication(fields)).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:false\n');
    }
  });

  it('signs with the secret: another secret does not validate it', async () => {
    const a = await assertion();
    const other = await startSteamSandbox('a-different-secret-0123456789');
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/sandbox/steam/openid/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...a, 'openid.mode': 'check_authentication' }).toString(),
      });
      expect(res.body).toContain('is_valid:false');
    } finally {
      await other.close();
    }
  });
});
