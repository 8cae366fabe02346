import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from '../logging';
import { trustsPeer } from './proxy-trust';

// What only a proxy may tell the app (its request id) is taken from a peer TRUST_PROXY
// trusts, judged as Fastify judges the nearest hop for X-Forwarded-For.
describe('the peers TRUST_PROXY trusts', () => {
  it('trusts the named addresses and ranges, an IPv4 address also in its IPv6-mapped form, and nobody else', () => {
    const trusted = trustsPeer(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.20.30.40', '::ffff:10.0.0.1', 'fd12::1']) expect(trusted(address), address).toBe(true);
    for (const address of ['127.0.0.2', '::1', '192.0.2.9', '11.0.0.1', 'fe80::1', undefined, 'not-an-address']) expect(trusted(address), address).toBe(false);
  });

  it('trusts the nearest hop with a hop count, and no peer without TRUST_PROXY', () => {
    expect(trustsPeer(1)('192.0.2.9')).toBe(true);
    expect(trustsPeer(false)('127.0.0.1')).toBe(false);
  });

  it('takes a request id from a trusted proxy only, and only a plain one', () => {
    const id = requestIdGenerator(['127.0.0.1']);
    const request = (remoteAddress: string, given: string) => ({ headers: { 'x-request-id': given }, socket: { remoteAddress } });
    expect(id(request('127.0.0.1', 'abc123'))).toBe('abc123');
    expect(id(request('127.0.0.2', 'abc123'))).not.toBe('abc123');
    expect(id(request('127.0.0.1', 'has spaces'))).not.toBe('has spaces');
    expect(requestIdGenerator(false)(request('127.0.0.1', 'abc123'))).not.toBe('abc123');
  });
});
