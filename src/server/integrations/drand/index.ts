// drand integration: the HTTP client the raffle draw trusts only as far as it can
// verify, and the offline sandbox beacon that speaks the same API.
import type { AppConfig } from '../../config';
import { createBeaconClient, type BeaconClient } from './client';

export { BeaconUnavailableError, createBeaconClient, RELAY_TIMEOUT_MS } from './client';
export type { BeaconClient, BeaconClientOptions } from './client';
export { DRAND_SANDBOX_PATH, LEAGUE_OF_ENTROPY_RELAYS, SANDBOX_BEACON_PERIOD_S } from './endpoints';
export { drandSandboxPlugin } from './sandbox/plugin';
export type { DrandSandboxOptions } from './sandbox/plugin';

/** The configured beacon: the relays, or the sandbox on this server, through the same client. */
export const beaconClientFor = (config: AppConfig, fetchImpl: typeof fetch): BeaconClient =>
  createBeaconClient({ urls: config.beacon.urls, chainHash: config.beacon.chainHash, fetch: fetchImpl });
