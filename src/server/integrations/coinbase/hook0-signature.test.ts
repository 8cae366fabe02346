import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hook0SignedPayload, parseHook0Signature, signHook0, verifyHook0Signature } from './hook0-signature';
import { WebhookVerificationError } from './port';

const SECRET = 'test-webhook-secret';
const BODY = '{"id":"68f7a946db0529ea9b6d3a12","eventType":"checkout.payment.success","status":"COMPLETED"}';
const T = 1_700_000_000;
const HEADERS = { 'content-type': 'application/json', 'x-event-id': 'evt_0001' };
// HMAC-SHA256(key "test-webhook-secret",
//   '1700000000.content-type x-event-id.application/json.evt_0001.' + BODY), computed
// outside this code base (Python's hmac module).
const KNOWN_V1 = '21799a2a4a63353ff8465f5e73e320e481c9a0198cac7692108ad983c867359c';
const KNOWN_HEADER = `t=${T},h=content-type x-event-id,v1=${KNOWN_V1}`;
const atT = (offsetS = 0) => new Date((T + offsetS) * 1000);

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookVerificationError);
    return (err as WebhookVerificationError).reason;
  }
  throw new Error('expected a refusal');
}

describe('X-Hook0-Signature', () => {
  it('signs "{t}.{header names}.{header values}.{raw body}" with HMAC-SHA256 (a known vector)', () => {
    const payload = hook0SignedPayload(String(T), ['content-type', 'x-event-id'], ['application/json', 'evt_0001'], BODY);
    expect(payload).toBe(`1700000000.content-type x-event-id.application/json.evt_0001.${BODY}`);
    expect(createHmac('sha256', SECRET).update(payload).digest('hex')).toBe(KNOWN_V1);
    expect(signHook0({ secret: SECRET, timestamp: T, headers: Object.entries(HEADERS), body: BODY })).toBe(KNOWN_HEADER);
  });

  it('accepts the known delivery and reads its parts', () => {
    const headers = { ...HEADERS, 'x-hook0-signature': KNOWN_HEADER };
    const parsed = verifyHook0Signature({ rawBody: BODY, headers, secret: SECRET, now: atT(10) });
    expect(parsed).toEqual({ timestamp: T, timestampRaw: String(T), headerNames: ['content-type', 'x-event-id'], v1: KNOWN_V1 });
    // Fields in another order, and unknown ones such as v0, are fine.
    const reordered = `v0=00,v1=${KNOWN_V1},h=content-type x-event-id,t=${T}`;
    expect(() => verifyHook0Signature({ rawBody: BODY, headers: { ...HEADERS, 'x-hook0-signature': reordered }, secret: SECRET, now: atT() })).not.toThrow();
  });

  it('refuses a missing, malformed, forged or tampered signature', () => {
    const verify =
      (headers: Record<string, string>, body = BODY, secret = SECRET) =>
      () =>
        verifyHook0Signature({ rawBody: body, headers, secret, now: atT() });
    expect(refusal(verify(HEADERS))).toBe('missing_signature');
    expect(refusal(verify({ ...HEADERS, 'x-hook0-signature': 'nonsense' }))).toBe('malformed_signature');
    expect(refusal(verify({ ...HEADERS, 'x-hook0-signature': `t=${T},h=content-type` }))).toBe('malformed_signature');
    expect(refusal(verify({ ...HEADERS, 'x-hook0-signature': `t=${T},t=${T},v1=${KNOWN_V1}` }))).toBe('malformed_signature');
    expect(refusal(verify({ ...HEADERS, 'x-hook0-signature': KNOWN_HEADER }, BODY, 'another-secret'))).toBe('bad_signature');
    expect(refusal(verify({ ...HEADERS, 'x-hook0-signature': KNOWN_HEADER }, BODY.replace('COMPLETED', 'COMPLETED ')))).toBe('bad_signature');
    // A signed header's value changed, or gone.
    expect(refusal(verify({ ...HEADERS, 'x-event-id': 'evt_0002', 'x-hook0-signature': KNOWN_HEADER }))).toBe('bad_signature');
    expect(refusal(verify({ 'content-type': 'application/json', 'x-hook0-signature': KNOWN_HEADER }))).toBe('bad_signature');
    // The timestamp is signed too: moving it breaks the signature.
    expect(refusal(verify({ ...HEADERS, 'x-hook0-signature': KNOWN_HEADER.replace(String(T), String(T + 1)) }))).toBe('bad_signature');
  });

  it('refuses deliveries more than 5 minutes old or ahead', () => {
    const headers = { ...HEADERS, 'x-hook0-signature': KNOWN_HEADER };
    const at = (offsetS: number) => () => verifyHook0Signature({ rawBody: BODY, headers, secret: SECRET, now: atT(offsetS) });
    expect(at(300)).not.toThrow();
    expect(at(-300)).not.toThrow();
    expect(refusal(at(301))).toBe('stale');
    expect(refusal(at(-301))).toBe('stale');
  });

  it('parses header names lower-cased and refuses odd ones', () => {
    expect(parseHook0Signature(`t=1,h=Content-Type X-Event-Id,v1=${KNOWN_V1}`).headerNames).toEqual(['content-type', 'x-event-id']);
    expect(() => parseHook0Signature(`t=1,h=a.b,v1=${KNOWN_V1}`)).toThrow(WebhookVerificationError);
    expect(() => parseHook0Signature('x'.repeat(5000))).toThrow(WebhookVerificationError);
  });
});
