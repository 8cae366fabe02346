import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '../../../core/contracts/admin';

// The pieces of two-factor sign-in that need no database: TOTP codes (RFC 6238,
// the settings every authenticator app understands), recovery codes, the QR code,
// and the sealing of the secret at rest.

const ISSUER = 'Fowls Admin';
const PERIOD_SECONDS = 30;
/** One step either side absorbs clock drift between the server and the admin's phone. */
const DRIFT_STEPS = 1;

const totpFor = (secretBase32: string, label = 'admin') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** 160 random bits, the key size RFC 4226 recommends, as base32 for manual entry. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUri = (secretBase32: string, label: string): string => totpFor(secretBase32, label).toString();

/**
 * The time step a code belongs to, within the allowed drift, or null. Callers
 * accept a step only if it is newer than the last one used, which makes every
 * code single-use (RFC 6238 §5.2).
 */
export function totpStep(secretBase32: string, code: string, now: number): number | null {
  const totp = totpFor(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * @internal The code an authenticator shows at `at`: the tests play the authenticator,
 * whose clock is the phone's (real time), not the server's.
 */
// eslint-disable-next-line no-restricted-syntax -- the phone's clock: tests play the authenticator in real time
export const totpCode = (secretBase32: string, at = Date.now()): string => totpFor(secretBase32).generate({ timestamp: at });

/** A QR code of the otpauth URI as an SVG data URL, drawn here so the key goes to no one else. */
export function qrCodeDataUrl(uri: string): string {
  const svg = renderSVG(uri, { ecc: 'M', border: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

// Crockford's base32: no i, l, o or u, so a code read aloud or copied by hand survives.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** 80 random bits each, shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    let bits = 0n;
    for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
    let chars = '';
    for (let i = 0; i < 16; i++) chars = RECOVERY_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)] + chars;
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** Case, spaces and dashes do not matter; letters people confuse with digits read as those digits. */
export const normalizeRecoveryCode = (code: string): string =>
  code
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/[il]/g, '1')
    .replace(/o/g, '0');

/** What the admin typed, told apart by shape: six digits are an app code, anything else a recovery code. */
export function classifyCode(code: string): { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } {
  const compact = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(compact) ? { kind: 'totp', code: compact } : { kind: 'recovery', code: normalizeRecoveryCode(code) };
}

// The secret is sealed with AES-256-GCM under a key derived from SESSION_SECRET and
// bound to the admin's id, so neither a database copy alone nor a row moved to
// another admin yields codes.
const SEAL_VERSION = 'v1';
const sealKey = (sessionSecret: string): Buffer => Buffer.from(hkdfSync('sha256', sessionSecret, 'fowls-admin-two-factor', 'totp-secret', 32));

export function sealSecret(secretBase32: string, sessionSecret: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(sessionSecret), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The secret, or null when it cannot be opened (SESSION_SECRET changed, or the row was tampered with). */
export function openSecret(stored: string, sessionSecret: string, userId: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(sessionSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
