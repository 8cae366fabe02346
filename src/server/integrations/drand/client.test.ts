import { describe, expect, it } from 'vitest';
import { BEACON_SCHEME, chainHashOf, QUICKNET } from '../../../core/fair/beacon';
import { generateBeaconKeyPair, signBeaconRound } from '../../../core/fair/beacon-signature';
import { dependencyStates, dependencySucceeded } from '../../metrics/dependencies';
import { BeaconUnavailableError, createBeaconClient } from './client';

/** Round 1000 of quicknet as the League of Entropy's relays serve it. */
const ROUND_1000 = {
  round: 1000,
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  signature: 'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
};

type Route = (path: string) => { status: number; body: unknown } | 'hang';

/** A fetch that answers like the relays in `routes`, keyed by host. */
function relays(routes: Record<string, Route>): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const answer = routes[url.host]?.(url.pathname) ?? { status: 404, body: {} };
    if (answer === 'hang') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const quicknetRelay: Route = (path) =>
  path === `/${QUICKNET.hash}/public/1000`
    ? { status: 200, body: ROUND_1000 }
    : path === `/${QUICKNET.hash}/info`
      ? { status: 200, body: QUICKNET }
      : { status: 404, body: {} };

describe('the drand HTTP client', () => {
  it('reads and verifies a real quicknet round, whichever relay answers', async () => {
    const client = createBeaconClient({
      urls: ['https://down.example', 'https://slow.example', 'https://good.example'],
      chainHash: QUICKNET.hash,
      timeoutMs: 200,
      fetch: relays({ 'down.example': () => ({ status: 503, body: {} }), 'slow.example': () => 'hang', 'good.example': quicknetRelay }),
    });
    const chain = await client.chain();
    expect(chain).toEqual(QUICKNET);
    expect(await client.round(chain, 1000)).toEqual(ROUND_1000);
  });

  it('refuses a relay that serves a forged round, a tampered randomness or another round', async () => {
    const forger = generateBeaconKeyPair();
    const served = {
      forged: { status: 200, body: signBeaconRound(forger.secretKey, 1000) },
      tampered: { status: 200, body: { ...ROUND_1000, randomness: '00'.repeat(32) } },
      shifted: { status: 200, body: { ...ROUND_1000, round: 1001 } },
    };
    for (const answer of Object.values(served)) {
      const client = createBeaconClient({ urls: ['https://bad.example'], chainHash: QUICKNET.hash, fetch: relays({ 'bad.example': () => answer }) });
      await expect(client.round(QUICKNET, answer.body.round === 1001 ? 1001 : 1000)).rejects.toBeInstanceOf(BeaconUnavailableError);
    }
  });

  it('says why no relay could give the round', async () => {
    const client = createBeaconClient({
      urls: ['https://a.example', 'https://b.example'],
      chainHash: QUICKNET.hash,
      timeoutMs: 100,
      fetch: relays({ 'a.example': () => ({ status: 404, body: {} }), 'b.example': () => 'hang' }),
    });
    await expect(client.round(QUICKNET, 1000)).rejects.toThrow(/a\.example: HTTP 404; b\.example: no answer in time/);
  });

  it('counts relays that cannot answer as a failure of the dependency, and a round not out yet on every relay as none', async () => {
    const client = (hang: boolean) =>
      createBeaconClient({
        urls: ['https://a.example', 'https://b.example'],
        chainHash: QUICKNET.hash,
        timeoutMs: 100,
        fetch: relays({ 'a.example': () => ({ status: 404, body: {} }), 'b.example': () => (hang ? 'hang' : { status: 404, body: {} }) }),
      });
    dependencySucceeded('drand');
    await expect(client(false).round(QUICKNET, 1000)).rejects.toBeInstanceOf(BeaconUnavailableError);
    expect(dependencyStates().drand).toBe('ok');
    await expect(client(true).round(QUICKNET, 1000)).rejects.toBeInstanceOf(BeaconUnavailableError);
    expect(dependencyStates().drand).toBe('degraded');
  });

  it('takes a chain it does not know only when its info hashes to the chain hash', async () => {
    const keys = generateBeaconKeyPair();
    const info = {
      public_key: keys.publicKey,
      period: 1,
      genesis_time: 1_700_000_000,
      groupHash: '11'.repeat(32),
      schemeID: BEACON_SCHEME,
      metadata: { beaconID: 'local' },
    };
    const chain = { ...info, hash: chainHashOf(info) };
    const honest = createBeaconClient({
      urls: ['https://r.example'],
      chainHash: null,
      fetch: relays({ 'r.example': (p) => (p === '/chains' ? { status: 200, body: [chain.hash] } : { status: 200, body: chain }) }),
    });
    expect(await honest.chain()).toEqual(chain);
    const swapped = { ...chain, public_key: generateBeaconKeyPair().publicKey };
    const lying = createBeaconClient({
      urls: ['https://r.example'],
      chainHash: chain.hash,
      fetch: relays({ 'r.example': () => ({ status: 200, body: swapped }) }),
    });
    await expect(lying.chain()).rejects.toThrow(/does not match its chain hash/);
  });
});
