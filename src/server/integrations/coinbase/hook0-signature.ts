// Webhook signatures of Coinbase (CDP) webhooks, which are delivered by Hook0:
//   X-Hook0-Signature: t=<unix seconds>,h=<signed header names, space-separated>,v1=<hex>
// where v1 = HMAC-SHA256(secret, "{t}.{h}.{header values joined by '.'}.{raw body}")
// and the secret is the webhook subscription's secret, used as UTF-8 bytes.
// Compared in constant time; deliveries older (or newer) than 5 minutes are refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './port';

export const WEBHOOK_SIGNATURE_HEADER = 'x-hook0-signature';
export const WEBHOOK_TOLERANCE_S = 5 * 60;
const MAX_SIGNATURE_HEADER_LENGTH = 2048;

export type HeaderBag = Record<string, string | string[] | undefined>;

/** The exact string that v1 signs. */
export function hook0SignedPayload(timestamp: string, headerNames: readonly string[], headerValues: readonly string[], body: string): string {
  return `${timestamp}.${headerNames.join(' ')}.${headerValues.join('.')}.${body}`;
}

const hmacHex = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

/** The header value a sender puts on a delivery (the payment sandbox signs with it). */
export function signHook0(input: { secret: string; timestamp: number; headers: ReadonlyArray<readonly [string, string]>; body: string }): string {
  const t = String(Math.floor(input.timestamp));
  const names = input.headers.map(([name]) => name.toLowerCase());
  const values = input.headers.map(([, value]) => value);
  return `t=${t},h=${names.join(' ')},v1=${hmacHex(input.secret, hook0SignedPayload(t, names, values, input.body))}`;
}

export interface ParsedHook0Signature {
  timestamp: number;
  timestampRaw: string;
  headerNames: string[];
  v1: string;
}

const malformed = (message: string) => new WebhookVerificationError('malformed_signature', message);

export function parseHook0Signature(header: string): ParsedHook0Signature {
  if (header.length > MAX_SIGNATURE_HEADER_LENGTH) throw malformed('The signature header is too long.');
  const fields = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    if (fields.has(key)) throw malformed(`The signature header repeats "${key}".`);
    fields.set(key, part.slice(at + 1).trim());
  }
  const timestampRaw = fields.get('t');
  const v1 = fields.get('v1');
  if (!timestampRaw || !/^\d{1,12}$/.test(timestampRaw)) throw malformed('The signature header has no timestamp.');
  if (!v1 || !/^[0-9a-f]{64}$/i.test(v1)) throw malformed('The signature header has no v1 signature.');
  const h = fields.get('h') ?? '';
  const headerNames = h === '' ? [] : h.split(' ').map((name) => name.toLowerCase());
  if (headerNames.some((name) => !/^[a-z0-9-]+$/.test(name))) throw malformed('The signature header lists a bad header name.');
  return { timestamp: Number(timestampRaw), timestampRaw, headerNames, v1: v1.toLowerCase() };
}

const headerValue = (headers: HeaderBag, name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

export interface VerifyHook0Input {
  rawBody: string;
  /** Request headers; Node gives them lower-cased. */
  headers: HeaderBag;
  secret: string;
  now?: Date;
  toleranceS?: number;
}

/** The parsed signature of an authentic, fresh delivery; otherwise a WebhookVerificationError. */
export function verifyHook0Signature(input: VerifyHook0Input): ParsedHook0Signature {
  const header = headerValue(input.headers, WEBHOOK_SIGNATURE_HEADER);
  if (!header) throw new WebhookVerificationError('missing_signature', 'The webhook has no X-Hook0-Signature header.');
  const signature = parseHook0Signature(header);
  const values: string[] = [];
  for (const name of signature.headerNames) {
    const value = headerValue(input.headers, name);
    if (value === undefined) throw new WebhookVerificationError('bad_signature', `The signed header ${name} is missing.`);
    values.push(value);
  }
  const expected = Buffer.from(hmacHex(input.secret, hook0SignedPayload(signature.timestampRaw, signature.headerNames, values, input.rawBody)), 'hex');
  const given = Buffer.from(signature.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookVerificationError('bad_signature', 'The webhook signature does not match.');
  }
  // After the signature, so "stale" is only ever said of a genuine delivery.
  const nowS = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowS - signature.timestamp) > (input.toleranceS ?? WEBHOOK_TOLERANCE_S)) {
    throw new WebhookVerificationError('stale', 'The webhook signature is too old.');
  }
  return signature;
}
