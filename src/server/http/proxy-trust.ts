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
