import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { beaconFallbackWarning, buildConfig, ConfigError, loadConfig, parseEnv, publicUrlWarning, sandboxesOn } from './config';

const run = promisify(execFile);

describe('configuration', () => {
  it('defaults to the embedded database and the sandboxes', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fowls-cfg-'));
    const config = buildConfig(parseEnv({ DATA_DIR: dataDir }));
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    expect(config.steam.sandbox).toBe(true);
    expect(config.coinbase.sandbox).toBe(true);
    // No seed-only fallback unless the operator asks for it: a draw waits for its round.
    expect(config.beacon).toMatchObject({ sandbox: true, urls: ['http://localhost:3000/sandbox/drand'], chainHash: null, fallbackAfterMs: null });
    expect(config.secureCookies).toBe(false);
    expect(config.admin.steamIds).toEqual(['76561198000000103']);
    expect(config.fowlHunt.dailyCap).toBe(500);
    expect(buildConfig(parseEnv({ DATA_DIR: dataDir, FOWL_HUNT_DAILY_CAP: '0' })).fowlHunt.dailyCap).toBe(0);
    expect(config.admin.requireTotp).toBe(false);
    expect(config.sandboxAllowed).toBe(true);
    expect(sandboxesOn(config).map((s) => s.variables[0])).toEqual(['STEAM_API_KEY', 'STEAM_BOT_USERNAME', 'COINBASE_API_KEY_ID', 'DRAND_URLS']);
    // Without SESSION_SECRET the app takes the one kept in the database, shared by every instance.
    expect(config.sessionSecret).toBeNull();
    expect(config.metricsToken).toBeNull();
  });

  it('reads a Postgres URL, Redis, https and admins', () => {
    const config = buildConfig(
      parseEnv({
        DATABASE_URL: 'postgres://u@db:5432/fowls',
        REDIS_URL: 'redis://cache:6379',
        PUBLIC_URL: 'https://fowls.example/',
        SESSION_SECRET: 'x'.repeat(40),
        ADMIN_STEAM_IDS: '76561198000000001, 76561198000000002',
        STEAM_API_KEY: 'A'.repeat(32),
        ADMIN_REQUIRE_TOTP: 'true',
      }),
    );
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/fowls' });
    expect(buildConfig(parseEnv({ DATABASE_URL: 'postgres://u@db:5432/fowls', DATABASE_POOL_SIZE: '40' })).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/fowls',
      poolSize: 40,
    });
    expect(() => parseEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(config.publicUrl).toBe('https://fowls.example');
    expect(config.secureCookies).toBe(true);
    expect(config.steam.sandbox).toBe(false);
    expect(config.admin.steamIds).toEqual(['76561198000000001', '76561198000000002']);
    expect(config.admin.requireTotp).toBe(true);
  });

  it('uses the League of Entropy relays and quicknet in production, or the relays and chain it is given', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(40) };
    const production = buildConfig(parseEnv({ ...secret, NODE_ENV: 'production' })).beacon;
    expect(production).toMatchObject({
      sandbox: false,
      urls: ['https://api.drand.sh', 'https://api2.drand.sh', 'https://api3.drand.sh', 'https://drand.cloudflare.com'],
    });
    expect(production.chainHash).toBe('52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971');
    const chosen = buildConfig(
      parseEnv({ ...secret, DRAND_URLS: 'https://relay.example/, http://10.0.0.2:8080', DRAND_CHAIN_HASH: 'ab'.repeat(32), DRAND_FALLBACK_SECONDS: '60' }),
    ).beacon;
    expect(chosen).toMatchObject({
      sandbox: false,
      urls: ['https://relay.example', 'http://10.0.0.2:8080'],
      chainHash: 'ab'.repeat(32),
      fallbackAfterMs: 60_000,
    });
    expect(buildConfig(parseEnv({ ...secret, NODE_ENV: 'production', DRAND_URLS: 'sandbox' })).beacon.sandbox).toBe(true);
  });

  it('draws without the beacon only when DRAND_FALLBACK_SECONDS is set, and production warns of it once at start', () => {
    const production = { SESSION_SECRET: 'x'.repeat(40), NODE_ENV: 'production', PUBLIC_URL: 'https://fowls.example' };
    const waits = buildConfig(parseEnv(production));
    expect(waits.beacon.fallbackAfterMs).toBeNull();
    expect(beaconFallbackWarning(waits)).toBeNull();
    expect(buildConfig(parseEnv({ ...production, DRAND_FALLBACK_SECONDS: '' })).beacon.fallbackAfterMs).toBeNull();
    const fallback = buildConfig(parseEnv({ ...production, DRAND_FALLBACK_SECONDS: '300' }));
    expect(fallback.beacon.fallbackAfterMs).toBe(300_000);
    expect(beaconFallbackWarning(fallback)).toMatch(/^DRAND_FALLBACK_SECONDS=300: .*drawn from its seed alone.*'drawn without the beacon'/);
    // Outside production the start line stays quiet; the draws are marked all the same.
    expect(beaconFallbackWarning(buildConfig(parseEnv({ DRAND_FALLBACK_SECONDS: '30' })))).toBeNull();
  });

  // Catches: production starting on a plain http PUBLIC_URL in silence (cookies without Secure), or a warning on https or outside production.
  it('warns once at start in production when PUBLIC_URL is not https, and starts all the same', () => {
    const production = { SESSION_SECRET: 'x'.repeat(40), NODE_ENV: 'production', SANDBOX: 'on' };
    const plain = loadConfig({ ...production, PUBLIC_URL: 'http://fowls.example' });
    expect(publicUrlWarning(plain)).toMatch(/^PUBLIC_URL=http:\/\/fowls\.example is not https: session cookies are sent without Secure/);
    expect(publicUrlWarning(loadConfig({ ...production, PUBLIC_URL: 'https://fowls.example' }))).toBeNull();
    expect(publicUrlWarning(buildConfig(parseEnv({ PUBLIC_URL: 'http://localhost:3000' })))).toBeNull();
  });

  it.each([
    [{ DRAND_URLS: 'ftp://relay.example' }, /^DRAND_URLS: /],
    [{ DRAND_CHAIN_HASH: 'quicknet' }, /^DRAND_CHAIN_HASH: must be a drand chain hash/],
    [{ DRAND_FALLBACK_SECONDS: '5' }, /^DRAND_FALLBACK_SECONDS: must be at least 30/],
    [{ DRAND_FALLBACK_SECONDS: 'never' }, /^DRAND_FALLBACK_SECONDS: must be a number/],
    [{ PORT: 'abc' }, /^PORT: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//],
    [{ PUBLIC_URL: 'not a url' }, /^PUBLIC_URL: must be a URL/],
    [{ SESSION_SECRET: 'short' }, /^SESSION_SECRET: must be at least 32 characters/],
    [{ ADMIN_STEAM_IDS: '123' }, /^ADMIN_STEAM_IDS/],
    [{ FOWL_HUNT_DAILY_CAP: '-1' }, /^FOWL_HUNT_DAILY_CAP: must be 0 or more/],
    [{ FOWL_HUNT_DAILY_CAP: '12.5' }, /^FOWL_HUNT_DAILY_CAP: must be a whole number of fowls/],
    [{ FOWL_HUNT_DAILY_CAP: 'lots' }, /^FOWL_HUNT_DAILY_CAP: must be a number/],
    [{ STEAM_API_KEY: 'nope' }, /^STEAM_API_KEY: /],
    [{ COINBASE_API_KEY_ID: 'id-only' }, /^COINBASE_API_KEY_ID: set all three/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: /],
    [{ ADMIN_REQUIRE_TOTP: 'yes' }, /^ADMIN_REQUIRE_TOTP: must be true or false/],
  ])('names the variable and the problem for %o', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });

  it('fails closed in production: one message naming every missing variable', () => {
    const message = (() => {
      try {
        loadConfig({ NODE_ENV: 'production' });
        return '';
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
    })();
    expect(message.split('\n')).toHaveLength(1);
    for (const variable of [
      'PUBLIC_URL',
      'SESSION_SECRET',
      'STEAM_API_KEY',
      'STEAM_BOT_USERNAME',
      'STEAM_BOT_PASSWORD',
      'COINBASE_API_KEY_ID',
      'COINBASE_API_KEY_SECRET',
      'COINBASE_WEBHOOK_SECRET',
      'SANDBOX=on',
    ]) {
      expect(message).toContain(variable);
    }
    // Only what is still missing is named.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://fowls.example', SESSION_SECRET: 's'.repeat(32), STEAM_API_KEY: 'A'.repeat(32) }),
    ).toThrow(
      /^NODE_ENV=production needs STEAM_BOT_USERNAME, STEAM_BOT_PASSWORD \(the prize trade bot\); COINBASE_API_KEY_ID, COINBASE_API_KEY_SECRET, COINBASE_WEBHOOK_SECRET \(payments\)\./,
    );
  });

  it('runs production on real services, or on the sandboxes only when SANDBOX=on says so', () => {
    const secret = { SESSION_SECRET: 'a-production-session-secret-0123456789' };
    const real = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://fowls.example',
      ...secret,
      STEAM_API_KEY: 'A'.repeat(32),
      STEAM_BOT_USERNAME: 'bot',
      STEAM_BOT_PASSWORD: 'pw',
      COINBASE_API_KEY_ID: 'organizations/o/apiKeys/k',
      COINBASE_API_KEY_SECRET: 'secret',
      COINBASE_WEBHOOK_SECRET: 'whsec',
    });
    expect(real.production).toBe(true);
    expect(buildConfig(parseEnv({ NODE_ENV: 'development' })).production).toBe(false);
    expect(buildConfig(parseEnv({ NODE_ENV: 'test' })).production).toBe(false);
    expect(sandboxesOn(real)).toEqual([]);
    expect(real.admin.steamIds).toEqual([]); // no demo admin outside sandbox mode
    // The sandbox beacon is a sandbox like the others: refused unless SANDBOX=on.
    const realEnv = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://fowls.example',
      ...secret,
      STEAM_API_KEY: 'A'.repeat(32),
      STEAM_BOT_USERNAME: 'bot',
      STEAM_BOT_PASSWORD: 'pw',
      COINBASE_API_KEY_ID: 'organizations/o/apiKeys/k',
      COINBASE_API_KEY_SECRET: 'secret',
      COINBASE_WEBHOOK_SECRET: 'whsec',
    };
    expect(() => loadConfig({ ...realEnv, DRAND_URLS: 'sandbox' })).toThrow(/^NODE_ENV=production needs DRAND_URLS \(the drand randomness beacon\)/);

    const demo = loadConfig({ NODE_ENV: 'production', SANDBOX: 'on', PUBLIC_URL: 'https://demo.fowls.example', ...secret });
    expect(demo.sandboxAllowed).toBe(true);
    // Production's beacon defaults to the public relays, so the demo runs three sandboxes.
    expect(sandboxesOn(demo)).toHaveLength(3);
    // A public demo's personas exist, but none is an admin unless ADMIN_STEAM_IDS names it.
    expect(demo.admin.steamIds).toEqual([]);
    expect(
      loadConfig({ NODE_ENV: 'production', SANDBOX: 'on', PUBLIC_URL: 'https://demo.fowls.example', ...secret, ADMIN_STEAM_IDS: '76561198000000103' }).admin
        .steamIds,
    ).toEqual(['76561198000000103']);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX: 'on' })).toThrow(
      /^NODE_ENV=production needs PUBLIC_URL \(the external https address\); SESSION_SECRET \(32\+ random characters, the same on every instance\)\. Set them\.$/,
    );

    // SANDBOX=off fails closed outside production too; development is unchanged without it.
    expect(() => loadConfig({ SANDBOX: 'off' })).toThrow(/^SANDBOX=off needs STEAM_API_KEY/);
    expect(() => loadConfig({ SANDBOX: 'maybe' })).toThrow(/^SANDBOX: must be on or off/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/^METRICS_TOKEN: must be at least 16 characters/);
  });

  it('allows 600 requests a minute per user or address unless RATE_LIMIT_PER_MINUTE says otherwise', () => {
    expect(buildConfig(parseEnv({})).rateLimits.perMinute).toBe(600);
    expect(buildConfig(parseEnv({ RATE_LIMIT_PER_MINUTE: '1000000' })).rateLimits).toEqual({ perMinute: 1_000_000, adminLoginPerIp: 10 });
    expect(() => parseEnv({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/^RATE_LIMIT_PER_MINUTE: must be at least 1/);
  });

  it('trusts X-Forwarded-For from a number of proxy hops or from the proxies it names, never from every hop', () => {
    expect(buildConfig(parseEnv({})).trustProxy).toBe(false);
    expect(buildConfig(parseEnv({ TRUST_PROXY: 'false' })).trustProxy).toBe(false);
    expect(buildConfig(parseEnv({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect(buildConfig(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' })).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY: true would trust every hop, so any client could write its own address/);
    expect(() => parseEnv({ TRUST_PROXY: '0' })).toThrow(/^TRUST_PROXY: must be between 1 and 10 proxy hops/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/^TRUST_PROXY: 10\.0\.0\.0\/33 is not a proxy address/);
    expect(() => parseEnv({ TRUST_PROXY: 'nginx.local' })).toThrow(/^TRUST_PROXY: nginx\.local is not a proxy address/);
  });

  it('stops the process with one line, before listening, on a bad production configuration', async () => {
    const error = await run('npx', ['tsx', 'src/server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'fowls-cfg-')) },
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(error?.code).toBe(1);
    expect(
      error?.stderr
        .trim()
        .split('\n')
        .filter((l) => !l.includes('npm warn')),
    ).toEqual([expect.stringMatching(/^Configuration error: NODE_ENV=production needs PUBLIC_URL/)]);
  });
});
