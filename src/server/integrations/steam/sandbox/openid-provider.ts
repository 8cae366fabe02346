// The signing half of the sandbox OpenID provider. Stateless: the association key
// is derived from the shared secret, so any server instance can sign or check.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { OPENID_NS } from '../openid';

export const SANDBOX_ASSOC_HANDLE = 'steam-sandbox-hmac-sha256-v1';
/** Same list and order real Steam signs. */
export const SIGNED_FIELDS = ['signed', 'op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'] as const;

/** Derived rather than the raw secret, so the secret may be shared with other sandboxes without cross-use. */
export const deriveAssociationKey = (secret: string): Buffer => createHmac('sha256', secret).update('steam-sandbox/openid/association').digest();

/**
 * OpenID key-value form of the signed fields, or null when it would be ambiguous
 * (a field missing, or a newline that could forge an extra line).
 */
function keyValueForm(fields: Record<string, string>, signedKeys: readonly string[]): string | null {
  let out = '';
  for (const key of signedKeys) {
    if (key === '' || /[:\n]/.test(key)) return null;
    // The provider always signs id_res, whatever mode the verification request carries (§11.4.2.1).
    const value = key === 'mode' ? 'id_res' : fields[`openid.${key}`];
    if (value === undefined || value.includes('\n')) return null;
    out += `${key}:${value}\n`;
  }
  return out;
}

export function signFields(key: Buffer, fields: Record<string, string>, signedKeys: readonly string[]): string {
  const kv = keyValueForm(fields, signedKeys);
  if (kv === null) throw new Error('cannot sign: missing field or newline in a value');
  return createHmac('sha256', key).update(kv).digest('base64');
}

/** The check_authentication decision for the openid.* fields a relying party sent back. */
export function isValidAssertion(key: Buffer, fields: Record<string, string>): boolean {
  if (fields['openid.ns'] !== OPENID_NS) return false;
  if (fields['openid.assoc_handle'] !== SANDBOX_ASSOC_HANDLE) return false;
  const sig = fields['openid.sig'];
  const signed = fields['openid.signed'];
  if (sig === undefined || signed === undefined) return false;
  const kv = keyValueForm(fields, signed.split(','));
  if (kv === null) return false;
  // Compare the canonical base64 text: Buffer.from(…, 'base64') silently skips junk characters.
  const expected = Buffer.from(createHmac('sha256', key).update(kv).digest('base64'));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** ISO time to the second, 'Z', then random characters, as Steam's nonces look. */
export const newResponseNonce = (now: Date, random: string): string => `${now.toISOString().slice(0, 19)}Z${random}`;
