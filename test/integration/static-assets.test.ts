import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

// The built web app as browsers get it: compressed, and its hashed assets cached for good.
describe('web assets and answers over the wire', () => {
  let t: TestApp;
  const bundle = `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `screen number ${i}`))};\n`;
  // As the build writes it beside the bundle (vite.config.ts).
  const prebuilt = brotliCompressSync(bundle);
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'fowls-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Fowls</title><div id="root"></div>');
    writeFileSync(join(webDir, 'assets', 'index-Ab12Cd34.js'), bundle);
    writeFileSync(join(webDir, 'assets', 'page-Ef56Gh78.js'), bundle);
    writeFileSync(join(webDir, 'assets', 'page-Ef56Gh78.js.br'), prebuilt);
    writeFileSync(join(webDir, 'fowl.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp('pglite', { config: { serveWeb: true, webDir } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a hashed bundle compressed and cached for a year, immutable, compressing it when the build did not', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(bundle);
    expect(res.rawPayload.length).toBeLessThan(bundle.length / 2);
  });

  it('sends the compressed file the build made, as it is, when there is one', async () => {
    const res = await t.app.inject({ url: '/assets/page-Ef56Gh78.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(prebuilt)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
    const plain = await t.app.inject({ url: '/assets/page-Ef56Gh78.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('caches files without a hash in their name for an hour only, and the page not at all', async () => {
    expect((await t.app.inject({ url: '/fowl.svg' })).headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.app.inject({ url: '/raffles' })).headers['cache-control']).toBe('no-cache');
  });

  // Catches: an uptime monitor's HEAD refused (404) or answered unlike GET by the page fallback, the files or the health checks.
  it('answers HEAD as GET, without the body, for pages, files and health checks', async () => {
    for (const url of ['/', '/raffles', '/no-such-screen', '/assets/index-Ab12Cd34.js', '/fowl.svg', '/healthz', '/readyz']) {
      const get = await t.app.inject({ url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect({ url, status: head.statusCode }).toEqual({ url, status: get.statusCode });
      for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
        expect({ url, name, value: head.headers[name] }).toEqual({ url, name, value: get.headers[name] });
      }
      expect(head.body).toBe('');
    }
  });

  it('compresses a large answer for a client that accepts gzip, and not for one that does not', async () => {
    const zipped = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });
});
