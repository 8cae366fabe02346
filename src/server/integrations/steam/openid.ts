// OpenID 2.0 relying party for "Sign in through Steam". The same code talks to
// real Steam and to the sandbox, so the sandbox tests exercise production code.
// Steam offers no associations worth keeping, so every assertion is confirmed
// with a direct check_authentication call to the provider (stateless mode).

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';

/** Fields whose integrity we rely on; an assertion that leaves any unsigned is refused. */
const REQUIRED_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'] as const;

const NONCE_MAX_AGE_MS = 5 * 60_000;
// Small tolerance for the provider's clock running ahead of ours.
const NONCE_MAX_SKEW_MS = 60_000;
/** How long the nonce store must remember a claimed nonce for replay protection to hold. */
export const STEAM_NONCE_RETENTION_MS = NONCE_MAX_AGE_MS + NONCE_MAX_SKEW_MS;

const DEFAULT_TIMEOUT_MS = 10_000;
const NONCE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z[\x21-\x7e]*$/;
const NONCE_MAX_LENGTH = 255;

export interface SteamOpenIdConfig {
  /** 'https://steamcommunity.com/openid/login' or `${publicUrl}/sandbox/steam/openid/login` */
  providerUrl: string;
  /** 'https://steamcommunity.com/openid/id/' or `${publicUrl}/sandbox/steam/openid/id/` */
  claimedIdPrefix: string;
  /** Our callback, e.g. `${publicUrl}/api/auth/steam/return` */
  returnTo: string;
  /** publicUrl */
  realm: string;
}

export interface SteamOpenIdDeps {
  fetch?: typeof fetch;
  /** Records the nonce; false when it was already claimed (a replay). Must be shared by all instances. */
  claimNonce: (nonce: string) => Promise<boolean>;
  now?: () => Date;
  /** Network timeout for check_authentication; 10 s unless a test needs less. */
  timeoutMs?: number;
}

export interface SteamOpenId {
  /**
   * The checkid_setup URL to redirect the browser to. `state` is carried in
   * return_to, which the provider signs, so the answer can be bound to the
   * browser that started the sign-in.
   */
  authUrl(state: string): string;
  /** Checks the provider's answer as received on returnTo; throws SteamAuthError on any doubt. */
  verify(query: Record<string, string | undefined>): Promise<{ steamId: string }>;
}

/** `reason` is for logs only; callers show every failure as login error 'steam_auth_failed'. */
export class SteamAuthError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: ErrorOptions) {
    super(`Steam sign-in failed: ${reason}`, options);
    this.name = 'SteamAuthError';
    this.reason = reason;
  }
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function parseUrl(value: string, what: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(`Steam OpenID config: ${what} is not a URL: ${value}`);
  }
}

/** Milliseconds since the epoch of the nonce's timestamp, or null when it is not a real UTC time. */
function nonceTime(nonce: string): number | null {
  if (nonce.length > NONCE_MAX_LENGTH) return null;
  const m = NONCE_PATTERN.exec(nonce);
  if (!m) return null;
  const ms = Date.parse(`${nonce.slice(0, 19)}Z`);
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls over impossible dates (Feb 30) in some engines; require a round trip.
  if (new Date(ms).toISOString().slice(0, 19) !== nonce.slice(0, 19)) return null;
  return ms;
}

/** OpenID key-value form: one "key:value" per line. */
function parseKeyValueForm(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) out.set(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  return out;
}

export function createSteamOpenId(cfg: SteamOpenIdConfig, deps: SteamOpenIdDeps): SteamOpenId {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  // Fail at start-up on a bad config rather than on the first sign-in.
  parseUrl(cfg.providerUrl, 'providerUrl');
  parseUrl(cfg.realm, 'realm');
  const expectedReturnTo = parseUrl(cfg.returnTo, 'returnTo');
  const claimedIdPattern = new RegExp(`^${escapeRegExp(cfg.claimedIdPrefix)}(7656119\\d{10})/?$`);

  function authUrl(state: string): string {
    const returnTo = new URL(cfg.returnTo);
    returnTo.searchParams.set('state', state);
    const url = new URL(cfg.providerUrl);
    url.searchParams.set('openid.ns', OPENID_NS);
    url.searchParams.set('openid.mode', 'checkid_setup');
    url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
    url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
    url.searchParams.set('openid.return_to', returnTo.toString());
    url.searchParams.set('openid.realm', cfg.realm);
    return url.toString();
  }

  async function verify(query: Record<string, string | undefined>): Promise<{ steamId: string }> {
    // A framework may hand over arrays for repeated keys; anything but one string is refused.
    const get = (key: string): string | undefined => {
      const v: unknown = query[key];
      return typeof v === 'string' ? v : undefined;
    };

    if (get('openid.mode') !== 'id_res') throw new SteamAuthError('mode_not_id_res');
    if (get('openid.ns') !== OPENID_NS) throw new SteamAuthError('bad_ns');
    if (get('openid.op_endpoint') !== cfg.providerUrl) throw new SteamAuthError('op_endpoint_mismatch');

    const claimedId = get('openid.claimed_id');
    if (claimedId === undefined || claimedId !== get('openid.identity')) {
      throw new SteamAuthError('claimed_id_identity_mismatch');
    }
    const steamId = claimedIdPattern.exec(claimedId)?.[1];
    if (steamId === undefined) throw new SteamAuthError('claimed_id_pattern');

    checkReturnTo(get('openid.return_to'), get);

    const signed = new Set((get('openid.signed') ?? '').split(','));
    for (const field of REQUIRED_SIGNED) {
      if (!signed.has(field)) throw new SteamAuthError(`unsigned_${field}`);
    }
    if (!get('openid.assoc_handle')) throw new SteamAuthError('missing_assoc_handle');
    if (!get('openid.sig')) throw new SteamAuthError('missing_sig');

    const nonce = get('openid.response_nonce');
    if (nonce === undefined) throw new SteamAuthError('missing_nonce');
    const issuedAt = nonceTime(nonce);
    if (issuedAt === null) throw new SteamAuthError('nonce_malformed');
    const age = now().getTime() - issuedAt;
    if (age > NONCE_MAX_AGE_MS) throw new SteamAuthError('nonce_stale');
    if (age < -NONCE_MAX_SKEW_MS) throw new SteamAuthError('nonce_from_future');

    await checkAuthentication(query);

    // Claim only after the provider vouched for the nonce, so forgeries cannot burn real ones.
    let fresh: boolean;
    try {
      fresh = await deps.claimNonce(nonce);
    } catch (err) {
      throw new SteamAuthError('nonce_store_failed', { cause: err });
    }
    if (!fresh) throw new SteamAuthError('nonce_replayed');

    return { steamId };
  }

  function checkReturnTo(returnTo: string | undefined, get: (key: string) => string | undefined): void {
    if (returnTo === undefined) throw new SteamAuthError('missing_return_to');
    let url: URL;
    try {
      url = new URL(returnTo);
    } catch {
      throw new SteamAuthError('return_to_malformed');
    }
    // Parsed comparison: a string prefix would accept https://ours.com.evil/...
    if (url.origin !== expectedReturnTo.origin || url.pathname !== expectedReturnTo.pathname) {
      throw new SteamAuthError('return_to_mismatch');
    }
    // OpenID 2.0 §11.1: parameters of return_to must be present, unchanged, in the request itself.
    for (const [key, value] of url.searchParams) {
      if (get(key) !== value) throw new SteamAuthError('return_to_params_mismatch');
    }
  }

  async function checkAuthentication(query: Record<string, string | undefined>): Promise<void> {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key.startsWith('openid.') && typeof value === 'string') body.set(key, value);
    }
    body.set('openid.mode', 'check_authentication');

    let status: number;
    let text: string;
    try {
      const res = await fetchImpl(cfg.providerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
        body: body.toString(),
        // The answer must come from the provider itself, not from wherever it points us.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new SteamAuthError(timedOut ? 'provider_timeout' : 'provider_unreachable', { cause: err });
    }
    if (status !== 200) throw new SteamAuthError(`provider_http_${status}`);
    if (parseKeyValueForm(text).get('is_valid') !== 'true') throw new SteamAuthError('assertion_invalid');
  }

  return { authUrl, verify };
}
