import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError, parseEnv } from './config';

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
    expect(config.beacon).toMatchObject({ sandbox: true, urls: ['http://localhost:3000/sandbox/drand'], chainHash: null, fallbackAfterMs: 300_000 });
    expect(config.secureCookies).toBe(false);
    expect(config.admin.steamIds).toEqual(['76561198000000103']);
    expect(config.fowlHunt.dailyCap).toBe(500);
    expect(buildConfig(parseEnv({ DATA_DIR: dataDir, FOWL_HUNT_DAILY_CAP: '0' })).fowlHunt.dailyCap).toBe(0);
    expect(config.admin.requireTotp).toBe(false);
    // The generated session secret is kept, so a restart keeps sessions.
    expect(buildConfig(parseEnv({ DATA_DIR: dataDir })).sessionSecret).toBe(config.sessionSecret);
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
    expect(config.publicUrl).toBe('https://fowls.example');
    expect(config.secureCookies).toBe(true);
    expect(config.steam.sandbox).toBe(false);
    expect(config.admin.steamIds).toEqual(['76561198000000001', '76561198000000002']);
    expect(config.admin.requireTotp).toBe(true);
  });

  it('uses the League of Entropy relays and quicknet in production, or the relays and chain it is given', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(40) };
    const production = buildConfig(parseEnv({ ...secret, NODE_ENV: 'production' })).beacon;
    expect(production).toMatchObject({ sandbox: false, urls: ['https://api.drand.sh', 'https://api2.drand.sh', 'https://api3.drand.sh', 'https://drand.cloudflare.com'] });
    expect(production.chainHash).toBe('52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971');
    const chosen = buildConfig(parseEnv({ ...secret, DRAND_URLS: 'https://relay.example/, http://10.0.0.2:8080', DRAND_CHAIN_HASH: 'ab'.repeat(32), DRAND_FALLBACK_SECONDS: '60' })).beacon;
    expect(chosen).toMatchObject({ sandbox: false, urls: ['https://relay.example', 'http://10.0.0.2:8080'], chainHash: 'ab'.repeat(32), fallbackAfterMs: 60_000 });
    expect(buildConfig(parseEnv({ ...secret, NODE_ENV: 'production', DRAND_URLS: 'sandbox' })).beacon.sandbox).toBe(true);
  });

  it.each([
    [{ DRAND_URLS: 'ftp://relay.example' }, /^DRAND_URLS: /],
    [{ DRAND_CHAIN_HASH: 'quicknet' }, /^DRAND_CHAIN_HASH: must be a drand chain hash/],
    [{ DRAND_FALLBACK_SECONDS: '5' }, /^DRAND_FALLBACK_SECONDS: must be at least 30/],
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

  it('stops the process with one line on a bad value', async () => {
    const error = await run('npx', ['tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'fowls-cfg-')) },
    }).then(() => null, (e: { code: number; stderr: string }) => e);
    expect(error?.code).toBe(1);
    expect(error?.stderr.trim().split('\n').filter((l) => !l.includes('npm warn'))).toEqual([expect.stringMatching(/^Configuration error: PORT: /)]);
  });
});
