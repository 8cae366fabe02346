import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import { admin, createRaffle, player } from '../helpers/raffles';
import { startTestApp, type TestApp } from '../helpers/test-app';

// A signed-out visitor's front page and raffle list come rendered by the web app's own
// server entry, built here as `npm run build:web` builds it, beside a stand-in index.html.

const TEMPLATE = `<!doctype html><html><head>
<!-- asked beside the script -->
<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" />
<title>Fowls</title></head><body><div id="root"></div></body></html>`;

/** A web app folder with index.html, and its server entry beside it when `rendered`. */
async function webDirWith(rendered: boolean): Promise<string> {
  const base = mkdtempSync(join(tmpdir(), 'fowls-first-screen-'));
  mkdirSync(join(base, 'web'));
  writeFileSync(join(base, 'web', 'index.html'), TEMPLATE);
  if (rendered) {
    await build({
      configFile: resolve('vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'entry-server.tsx', outDir: join(base, 'web-ssr'), emptyOutDir: true },
    });
  }
  return join(base, 'web');
}

/** The JSON data block of a rendered page, as the browser would read it. */
function dataBlock(html: string): { raffles: { raffles: { name: string }[] } } {
  const match = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

const EVIL_NAME = 'Knife </script><script>alert(1)</script>';

let builtWebDir: string;
beforeAll(async () => {
  builtWebDir = await webDirWith(true);
}, 120_000);

describe.each(databaseKinds)('the first screen rendered by the server on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { config: { serveWeb: true, webDir: builtWebDir } });
    const boss = await admin(t);
    await createRaffle(t, boss, { name: 'Dragon Lore weekend' });
    await createRaffle(t, boss, { name: EVIL_NAME });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends / and /raffles with the raffle list rendered and its data beside it, asking the visitor nothing more', async () => {
    for (const url of ['/', '/raffles']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Dragon Lore weekend');
      // The session check the plain page preloads: this page knows the visitor is signed out.
      expect(res.body).not.toContain('href="/api/auth/user"');
      const names = dataBlock(res.body).raffles.raffles.map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(['Dragon Lore weekend', EVIL_NAME]));
    }
  });

  // Catches: a raffle title that ends the data block and runs as a script.
  it('escapes the data block so a raffle title cannot end it', async () => {
    const res = await t.app.inject({ url: '/raffles' });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(dataBlock(res.body).raffles.raffles.map((r) => r.name)).toContain(EVIL_NAME);
  });

  it('sends a player the plain page, and an unknown path still the 404 status', async () => {
    const { cookie } = await player(t);
    const signedIn = await t.app.inject({ url: '/raffles', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(TEMPLATE);
    const missing = await t.app.inject({ url: '/no-such-screen' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(TEMPLATE);
    const api = await t.app.inject({ url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: expect.any(String) });
  });

  it('sends the rendered page compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('Dragon Lore weekend');
  });

  it('answers HEAD like GET for a rendered page', async () => {
    const get = await t.app.inject({ url: '/' });
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
  });
});

describe('without the server entry built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { config: { serveWeb: true, webDir: await webDirWith(false) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the plain page, as the browser renders it', async () => {
    for (const url of ['/', '/raffles']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(TEMPLATE);
    }
  });
});
