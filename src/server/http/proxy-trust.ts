import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config';

/**
 * TRUST_PROXY in the form Fastify takes. Addresses go as they are. A hop count becomes
 * "trust the nearest N hops": Fastify itself no longer trusts a bare number, since a
 * client that reaches the instance directly could then write its own address; the
 * README asks for HOST=127.0.0.1 (or a firewall) with a hop count, and recommends addresses.
 */
export function proxyTrust(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * Whether the peer of a connection is a proxy TRUST_PROXY trusts, as Fastify judges the
 * nearest hop: what only a proxy may tell the app (the request id) is taken from it alone.
 * An IPv4 address also matches its IPv6-mapped form (::ffff:127.0.0.1).
 */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const trusted = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  return (address) => address !== undefined && isIP(address) !== 0 && trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
