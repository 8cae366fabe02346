import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { QUICKNET } from '../core/fair/beacon';
import { FOWL_HUNT_DEFAULT_DAILY_CAP } from '../core/games/fowl-hunt';
import { normalizeImageHost, STEAM_IMAGE_HOSTS } from '../core/image-url';
import { DRAND_SANDBOX_PATH, LEAGUE_OF_ENTROPY_RELAYS, SANDBOX_BEACON_PERIOD_S } from './integrations/drand/endpoints';
import { demoPersonas, type SteamBotCredentials } from './integrations/steam';

// The environment is parsed once at start. A bad value stops the process with
// one line naming the variable and what is wrong (see loadConfigOrExit).

/** Fowls a player must have wagered (raffles and games, all time) before they may write in the site chat: new accounts read only. */
export const CHAT_DEFAULT_MIN_WAGERED = 100;

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: 'must be a URL' })
      .refine((u) => protocols.some((p) => u.startsWith(`${p}:`)), {
        error: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .optional(),
  );

/** Fastify's own forms: a number of proxy hops, or the proxies' addresses; false trusts none. */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_TRUE =
  'true would trust every hop, so any client could write its own address into X-Forwarded-For: give the number of proxies in front of the app (1 behind one nginx) or their addresses (such as 127.0.0.1 or 10.0.0.0/8)';

/** An IPv4 or IPv6 address, optionally with a prefix length (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim();
  if (value === 'false') return false;
  if (value === 'true') {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
    ctx.addIssue({ code: 'custom', message: "must be between 1 and 10 proxy hops, or the proxies' addresses" });
    return z.NEVER;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `${bad[0] ?? value} is not a proxy address: give a number of hops (such as 1) or addresses and ranges (such as 127.0.0.1,10.0.0.0/8)`,
    });
    return z.NEVER;
  }
  return entries;
});

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** Connections each instance keeps to the Postgres server (their sum must stay under its max_connections). */
  DATABASE_POOL_SIZE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(500, { error: 'must be at most 500' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  /** The secret SESSION_SECRET replaced, still accepted for cookies and admin two-factor secrets while a rotation completes. */
  SESSION_SECRET_PREVIOUS: z.preprocess(emptyAsUndefined, z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  STEAM_API_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Fa-f0-9]{32}$/, { error: 'must be the 32-character hex key from steamcommunity.com/dev/apikey' })
      .optional(),
  ),
  STEAM_BOT_USERNAME: optionalString,
  STEAM_BOT_PASSWORD: optionalString,
  STEAM_BOT_SHARED_SECRET: optionalString,
  STEAM_BOT_IDENTITY_SECRET: optionalString,
  COINBASE_API_KEY_ID: optionalString,
  COINBASE_API_KEY_SECRET: optionalString,
  COINBASE_WEBHOOK_SECRET: optionalString,
  DRAND_URLS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .pipe(
        z.union([
          z.tuple([z.literal('sandbox')]),
          z.array(z.url({ protocol: /^https?$/, error: "must be comma-separated http(s) relay URLs, or 'sandbox'" })).min(1, { error: 'lists no relay' }),
        ]),
      )
      .optional(),
  ),
  DRAND_CHAIN_HASH: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9a-f]{64}$/, { error: 'must be a drand chain hash: 64 lowercase hex characters' })
      .optional(),
  ),
  DRAND_FALLBACK_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(30, { error: 'must be at least 30' })
      .max(86_400, { error: 'must be at most 86400 (a day)' })
      // Unset: no fallback, a draw waits for its round however long (docs/decisions/0047).
      .optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8, { error: 'must be at least 8 characters' }).optional()),
  ADMIN_STEAM_IDS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^7656119\d{10}$/, { error: 'must be comma-separated SteamID64s (17 digits starting 7656119)' })))
      .optional(),
  ),
  ADMIN_REQUIRE_TOTP: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
  LEADERBOARD_HIDDEN_ADMIN_STEAM_ID: optionalString,
  FOWL_HUNT_DAILY_CAP: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of fowls' })
      .min(0, { error: 'must be 0 or more' })
      .max(1_000_000_000)
      .default(FOWL_HUNT_DEFAULT_DAILY_CAP),
  ),
  CHAT_MIN_WAGERED: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of fowls' })
      .min(0, { error: 'must be 0 or more' })
      .max(1_000_000_000)
      .default(CHAT_DEFAULT_MIN_WAGERED),
  ),
  FEED_BIG_WIN_MULTIPLIER: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).min(1.01, { error: 'must be more than 1' }).max(1_000_000).default(5),
  ),
  RAFFLE_IMAGE_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((s, ctx) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .map((entry) => {
            const host = normalizeImageHost(entry);
            if (!host)
              ctx.addIssue({
                code: 'custom',
                message: `${entry} is not a host name (list host names only, such as images.example.com: no scheme, port, path or wildcard)`,
              });
            return host ?? entry;
          }),
      )
      .optional(),
  ),
  WEB_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxySchema.default(false)),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** on: a missing credential turns its sandbox on; off: it stops the start. Default: off in production, on elsewhere. */
  SANDBOX: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { error: 'must be on or off' }).optional()),
  /**
   * Requests per minute each user or address may send (default 600). Raised only where one
   * address stands for many players: a load test from one machine, or a NAT in front of many.
   */
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).default(600),
  ),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  /** NODE_ENV=production: credentials and secrets must be given, nothing is generated or sandboxed by default. */
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize?: number };
  dataDir: string;
  redisUrl: string | null;
  /** SESSION_SECRET, or the secret generated once and kept in the database (see StartConfig). */
  sessionSecret: string;
  /**
   * SESSION_SECRET_PREVIOUS: cookies it signed still sign a player in, and two-factor
   * secrets it sealed are sealed again under sessionSecret at start. Nothing new uses it.
   */
  previousSessionSecret: string | null;
  /** True when the operator allows sandboxes (SANDBOX=on, the default outside production). */
  sandboxAllowed: boolean;
  steam: { sandbox: boolean; apiKey: string | null; bot: SteamBotCredentials | null };
  /**
   * `apiBaseUrl` and `requestTimeoutMs` are for tests only (no variable sets them): a
   * test routes the adapter's calls through a front it can cut, and stalls them past a
   * short timeout. Unset, the calls go to Coinbase Business, or to the sandbox on this
   * server, within the adapter's own timeout.
   */
  coinbase: {
    sandbox: boolean;
    apiKeyId: string | null;
    apiKeySecret: string | null;
    webhookSecret: string | null;
    apiBaseUrl?: string;
    requestTimeoutMs?: number;
  };
  /**
   * The drand beacon raffles draw with: relays and the chain they serve, or the sandbox
   * beacon on this server (its own chain, so no chain hash until it exists). A draw whose
   * round has not arrived `fallbackAfterMs` after its time is made without it, from the
   * seed alone, only when the operator set DRAND_FALLBACK_SECONDS; null (the default)
   * means a draw waits for its round however long it takes (docs/decisions/0047).
   */
  beacon: { sandbox: boolean; urls: string[]; chainHash: string | null; fallbackAfterMs: number | null; sandboxPeriodSeconds: number };
  /** `requireTotp`: admins must set up two-factor sign-in before any other portal action. */
  admin: { password: string | null; steamIds: string[]; requireTotp: boolean };
  leaderboardHiddenAdminSteamId: string | null;
  /** The most a player's Fowl Hunt rounds of one UTC day may win in total, net of bets. */
  fowlHunt: { dailyCap: number };
  /** The site chat: fowls wagered before a player may write (CHAT_MIN_WAGERED). */
  chat: { minWagered: number };
  /** Game wins whose multiplier is at least this go to the live wins feed. */
  feed: { bigWinMultiplier: number };
  /** Hosts raffle images may come from over https: Steam's CDNs and RAFFLE_IMAGE_HOSTS. Also the CSP's img-src. */
  imageHosts: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Bearer token for GET /metrics; null means /metrics answers 404. */
  metricsToken: string | null;
  /** Behind reverse proxies: how many hops, or which addresses, X-Forwarded-For is taken from (false: none). */
  trustProxy: TrustProxy;
  /** Requests per minute per user or IP, and admin password attempts per IP per 15 minutes. */
  rateLimits: { perMinute: number; adminLoginPerIp: number };
  /**
   * A client has `requestMs` to send a whole request, and a connection may sit idle
   * for `idleMs`, so slow or silent clients cannot hold sockets open.
   */
  httpTimeouts: { requestMs: number; idleMs: number };
  /** One player's state-changing requests in flight and queued, per instance (see plugins/per-user-concurrency). */
  perUserConcurrency: { running: number; waiting: number };
  /** Serve the built web app (off in API-only tests), from webDir. */
  serveWeb: boolean;
  webDir: string;
}

/**
 * The configuration as parsed, before the app opens its database: without
 * SESSION_SECRET the secret is null here and buildApp takes the one kept in the
 * database, so every instance signs cookies alike.
 */
export type StartConfig = Omit<AppConfig, 'sessionSecret'> & { sessionSecret: string | null };

export class ConfigError extends Error {}

/** Two of a player's state-changing requests at a time per instance, 32 waiting: a page never has more in flight. */
export const DEFAULT_PER_USER_CONCURRENCY = { running: 2, waiting: 32 } as const;

/** Parses the environment; throws ConfigError naming every bad variable on one line. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    // Named by the variable, not the path inside its parsed value (DRAND_URLS, not DRAND_URLS.0).
    const problems = result.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
    throw new ConfigError(problems.join('; '));
  }
  const env = result.data;
  const coinbaseVars = [env.COINBASE_API_KEY_ID, env.COINBASE_API_KEY_SECRET, env.COINBASE_WEBHOOK_SECRET];
  if (coinbaseVars.some(Boolean) && !coinbaseVars.every(Boolean)) {
    throw new ConfigError(
      'COINBASE_API_KEY_ID: set all three of COINBASE_API_KEY_ID, COINBASE_API_KEY_SECRET and COINBASE_WEBHOOK_SECRET, or none for the payment sandbox',
    );
  }
  if (Boolean(env.STEAM_BOT_USERNAME) !== Boolean(env.STEAM_BOT_PASSWORD)) {
    throw new ConfigError('STEAM_BOT_USERNAME: set both STEAM_BOT_USERNAME and STEAM_BOT_PASSWORD, or neither for the sandbox bot');
  }
  return env;
}

/** A stand-in service that runs on our own server while its real credentials are absent (DESIGN §5). */
export interface Sandbox {
  /** What it stands in for, as an operator reads it. */
  name: string;
  /** The variables that turn it off. */
  variables: string[];
}

/**
 * Real relays when DRAND_URLS names them, and in production by default (the League of
 * Entropy's public relays need no credential); the sandbox beacon in development and
 * tests, or when DRAND_URLS is 'sandbox'.
 */
function beaconConfig(env: Env, publicUrl: string): AppConfig['beacon'] {
  const urls = env.DRAND_URLS ?? (env.NODE_ENV === 'production' ? [...LEAGUE_OF_ENTROPY_RELAYS] : ['sandbox']);
  const sandbox = urls[0] === 'sandbox';
  return {
    sandbox,
    urls: sandbox ? [`${publicUrl}${DRAND_SANDBOX_PATH}`] : urls,
    chainHash: sandbox ? null : (env.DRAND_CHAIN_HASH ?? QUICKNET.hash),
    fallbackAfterMs: env.DRAND_FALLBACK_SECONDS === undefined ? null : env.DRAND_FALLBACK_SECONDS * 1000,
    sandboxPeriodSeconds: SANDBOX_BEACON_PERIOD_S,
  };
}

/**
 * What production logs once at start while the seed-only fallback is on (the operator set
 * DRAND_FALLBACK_SECONDS): such a draw is one the operator could have predicted and, by
 * keeping the relays away, chosen (docs/decisions/0047). Null when draws wait for their round.
 */
export function beaconFallbackWarning(config: Pick<AppConfig, 'production' | 'beacon'>): string | null {
  const ms = config.beacon.fallbackAfterMs;
  if (!config.production || ms === null) return null;
  return (
    `DRAND_FALLBACK_SECONDS=${ms / 1000}: a raffle whose beacon round no relay gives within ${ms / 1000} s of its time is drawn from its seed alone, ` +
    "a draw the operator can predict; each one is marked 'drawn without the beacon'. Unset it to make every draw wait for its round."
  );
}

/**
 * What production logs once at start when PUBLIC_URL is not https: session cookies then go
 * without Secure and OpenID and checkout return addresses are plain http. A warning, not a
 * refusal, since a private network or a trial run may mean it. Null otherwise.
 */
export function publicUrlWarning(config: Pick<AppConfig, 'production' | 'publicUrl'>): string | null {
  if (!config.production || config.publicUrl.startsWith('https://')) return null;
  return (
    `PUBLIC_URL=${config.publicUrl} is not https: session cookies are sent without Secure and sign-in and payment return addresses are plain http. ` +
    'Serve the site over https (TLS at the proxy) and set PUBLIC_URL to its https address.'
  );
}

/**
 * Every sandbox this configuration turns on. The production check and the start
 * line read this one list, so a new sandbox is one more entry here.
 */
export function sandboxesOn(config: Pick<AppConfig, 'steam' | 'coinbase' | 'beacon'>): Sandbox[] {
  const all: (Sandbox & { on: boolean })[] = [
    { on: config.steam.sandbox, name: 'Steam sign-in, the Steam Web API and the demo accounts', variables: ['STEAM_API_KEY'] },
    { on: config.steam.bot === null, name: 'the prize trade bot', variables: ['STEAM_BOT_USERNAME', 'STEAM_BOT_PASSWORD'] },
    { on: config.coinbase.sandbox, name: 'payments', variables: ['COINBASE_API_KEY_ID', 'COINBASE_API_KEY_SECRET', 'COINBASE_WEBHOOK_SECRET'] },
    { on: config.beacon.sandbox, name: 'the drand randomness beacon', variables: ['DRAND_URLS'] },
  ];
  return all.filter((s) => s.on).map(({ name, variables }) => ({ name, variables }));
}

/**
 * Fail closed (DESIGN rule 6): without SANDBOX=on, production refuses to start
 * while any sandbox would be on, naming in one message every variable it needs.
 */
function checkProduction(env: Env, config: StartConfig): void {
  const missing: string[] = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) missing.push('PUBLIC_URL (the external https address)');
  // Outside production a secret kept in the database will do; in production the cookie
  // and admin two-factor keys must not sit in the same database they protect.
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) missing.push('SESSION_SECRET (32+ random characters, the same on every instance)');
  const sandboxes = config.sandboxAllowed ? [] : sandboxesOn(config);
  for (const sandbox of sandboxes) missing.push(`${sandbox.variables.join(', ')} (${sandbox.name})`);
  if (missing.length === 0) return;
  const mode = env.NODE_ENV === 'production' ? 'NODE_ENV=production' : 'SANDBOX=off';
  const demo = sandboxes.length > 0 ? ', or SANDBOX=on for a public demo on the sandboxes' : '';
  throw new ConfigError(`${mode} needs ${missing.join('; ')}. Set ${missing.length > 1 ? 'them' : 'it'}${demo}.`);
}

export function buildConfig(env: Env, overrides: Partial<StartConfig> = {}): StartConfig {
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const steamSandbox = !env.STEAM_API_KEY;
  const sandboxAllowed = (env.SANDBOX ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
  const base: StartConfig = {
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, ...(env.DATABASE_POOL_SIZE ? { poolSize: env.DATABASE_POOL_SIZE } : {}) }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    dataDir,
    redisUrl: env.REDIS_URL ?? null,
    sessionSecret: env.SESSION_SECRET ?? null,
    previousSessionSecret: env.SESSION_SECRET_PREVIOUS ?? null,
    sandboxAllowed,
    steam: {
      sandbox: steamSandbox,
      apiKey: env.STEAM_API_KEY ?? null,
      bot:
        env.STEAM_BOT_USERNAME && env.STEAM_BOT_PASSWORD
          ? {
              username: env.STEAM_BOT_USERNAME,
              password: env.STEAM_BOT_PASSWORD,
              sharedSecret: env.STEAM_BOT_SHARED_SECRET ?? null,
              identitySecret: env.STEAM_BOT_IDENTITY_SECRET ?? null,
            }
          : null,
    },
    coinbase: {
      sandbox: !env.COINBASE_API_KEY_ID,
      apiKeyId: env.COINBASE_API_KEY_ID ?? null,
      apiKeySecret: env.COINBASE_API_KEY_SECRET ?? null,
      webhookSecret: env.COINBASE_WEBHOOK_SECRET ?? null,
    },
    beacon: beaconConfig(env, publicUrl),
    admin: {
      password: env.ADMIN_PASSWORD ?? null,
      // The demo admin is an admin only outside production: a public demo (SANDBOX=on) names its admins itself.
      steamIds:
        env.ADMIN_STEAM_IDS ?? (steamSandbox && env.NODE_ENV !== 'production' ? demoPersonas.filter((p) => p.role === 'admin').map((p) => p.steamId) : []),
      requireTotp: env.ADMIN_REQUIRE_TOTP === 'true',
    },
    leaderboardHiddenAdminSteamId: env.LEADERBOARD_HIDDEN_ADMIN_STEAM_ID ?? null,
    fowlHunt: { dailyCap: env.FOWL_HUNT_DAILY_CAP },
    chat: { minWagered: env.CHAT_MIN_WAGERED },
    feed: { bigWinMultiplier: env.FEED_BIG_WIN_MULTIPLIER },
    imageHosts: [...new Set([...STEAM_IMAGE_HOSTS, ...(env.RAFFLE_IMAGE_HOSTS ?? [])])],
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN ?? null,
    trustProxy: env.TRUST_PROXY,
    rateLimits: { perMinute: env.RATE_LIMIT_PER_MINUTE, adminLoginPerIp: 10 },
    perUserConcurrency: DEFAULT_PER_USER_CONCURRENCY,
    httpTimeouts: { requestMs: 30_000, idleMs: 60_000 },
    serveWeb: true,
    webDir: resolve(env.WEB_DIR ?? 'dist/web'),
  };
  return { ...base, ...overrides };
}

/** The server's configuration: parsed, built and checked for production; throws ConfigError. */
export function loadConfig(source: Record<string, string | undefined>): StartConfig {
  const env = parseEnv(source);
  const config = buildConfig(env);
  checkProduction(env, config);
  return config;
}

/** For main.ts: parse or print one line and exit. */
export function loadConfigOrExit(source: Record<string, string | undefined> = process.env): StartConfig {
  try {
    return loadConfig(source);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}
