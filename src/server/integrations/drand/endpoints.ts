// Where the beacon lives: the League of Entropy's public HTTP relays for the real
// drand network, or the sandbox beacon on this server.

/** The League of Entropy's public relays (drand's documentation lists them). */
export const LEAGUE_OF_ENTROPY_RELAYS = ['https://api.drand.sh', 'https://api2.drand.sh', 'https://api3.drand.sh', 'https://drand.cloudflare.com'] as const;

/** The sandbox beacon serves drand's HTTP API under this path of our own server. */
export const DRAND_SANDBOX_PATH = '/sandbox/drand';

/** Quicknet's period; tests shorten it so draws do not wait long for their round. */
export const SANDBOX_BEACON_PERIOD_S = 3;
