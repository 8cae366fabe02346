// The drand HTTP client: reads a chain's info and its rounds from relays speaking
// drand's public API (`/chains`, `/{chainhash}/info`, `/{chainhash}/public/{round}`),
// and believes nothing it cannot check: the info must hash to the chain hash, and
// a round must carry a valid BLS signature of the group key and randomness =
// SHA-256(signature). The League of Entropy's relays and the sandbox beacon go
// through this same code.
import { dependencyFailed, dependencySucceeded } from '../../metrics/dependencies';
import { z } from 'zod';
import { beaconChainInfoSchema, beaconRoundSchema, chainInfoIsAuthentic, QUICKNET, type BeaconChainInfo, type BeaconRound } from '../../../core/fair/beacon';
import { verifyBeaconRound } from '../../../core/fair/beacon-signature';

/** A relay slower than this is skipped for this attempt; the draw tries again later. */
export const RELAY_TIMEOUT_MS = 5000;

/** Chains this code knows by heart: raffles on them can be created while the relays are down. */
const PINNED_CHAINS: readonly BeaconChainInfo[] = [QUICKNET];

export class BeaconUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BeaconUnavailableError';
  }
}

export interface BeaconClientOptions {
  /** Relay base URLs, tried together; the first good answer wins. */
  urls: readonly string[];
  /** The chain to use; null takes the first chain the relays list (the sandbox's own). */
  chainHash: string | null;
  fetch: typeof fetch;
  timeoutMs?: number;
}

export interface BeaconClient {
  /** The configured chain's info, checked against its hash. Throws BeaconUnavailableError. */
  chain(): Promise<BeaconChainInfo>;
  /** A round of `chain`, verified. Throws BeaconUnavailableError when no relay has a good copy (yet). */
  round(chain: BeaconChainInfo, round: number): Promise<BeaconRound>;
}

const chainsSchema = z.array(z.string().regex(/^[0-9a-f]{64}$/)).min(1);

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The HTTP status a relay answered with, under the error fromAnyRelay wraps it in. */
const relayStatus = (err: unknown): number | undefined => {
  const answered = err instanceof Error && err.cause instanceof Error ? err.cause.cause : undefined;
  return typeof answered === 'object' && answered !== null && 'status' in answered ? Number(answered.status) : undefined;
};

export function createBeaconClient(options: BeaconClientOptions): BeaconClient {
  const timeoutMs = options.timeoutMs ?? RELAY_TIMEOUT_MS;
  let known: BeaconChainInfo | null = PINNED_CHAINS.find((c) => c.hash === options.chainHash) ?? null;

  async function getJson(url: string): Promise<unknown> {
    const response = await options.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`, { cause: { status: response.status } });
    return response.json();
  }

  /** Asks every relay; the first answer `accept` takes wins, else one error naming each relay's problem. */
  async function fromAnyRelay<T>(path: (base: string) => string, accept: (body: unknown) => T): Promise<T> {
    try {
      const answer = await Promise.any(
        options.urls.map(async (base) => {
          try {
            return accept(await getJson(path(base)));
          } catch (err) {
            const reason = err instanceof Error ? (err.name === 'TimeoutError' ? 'no answer in time' : err.message) : String(err);
            throw new Error(`${hostOf(base)}: ${reason}`, { cause: err });
          }
        }),
      );
      dependencySucceeded('drand');
      return answer;
    } catch (err) {
      // A round asked for at its due time may not be out yet on every relay: each one that
      // answered 404 is up, so that alone is no failure of the relays (the draw asks again).
      const notOutYet = err instanceof AggregateError && err.errors.every((e: unknown) => relayStatus(e) === 404);
      if (!notOutYet) dependencyFailed('drand');
      const reasons = err instanceof AggregateError ? err.errors.map((e: unknown) => (e instanceof Error ? e.message : String(e))) : [String(err)];
      throw new BeaconUnavailableError(reasons.join('; '), { cause: err });
    }
  }

  return {
    async chain() {
      if (known) return known;
      const hash =
        options.chainHash ??
        (await fromAnyRelay(
          (base) => `${base}/chains`,
          (body) => chainsSchema.parse(body)[0]!,
        ));
      known = await fromAnyRelay(
        (base) => `${base}/${hash}/info`,
        (body) => {
          const info = beaconChainInfoSchema.parse(body);
          if (info.hash !== hash || !chainInfoIsAuthentic(info)) throw new Error('chain info does not match its chain hash');
          return info;
        },
      );
      return known;
    },

    round(chain, round) {
      return fromAnyRelay(
        (base) => `${base}/${chain.hash}/public/${round}`,
        (body) => {
          const beacon = beaconRoundSchema.parse(body);
          const check = verifyBeaconRound(chain, beacon, round);
          if (!check.ok) throw new Error(`round ${round} failed verification`);
          return beacon;
        },
      );
    },
  };
}
