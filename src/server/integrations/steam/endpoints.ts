// One place for the Steam-facing URLs, so the relying party, the Web API client
// and the sandbox cannot drift apart on a path.

export interface SteamEndpoints {
  /** OpenID 2.0 provider endpoint (checkid_setup and check_authentication). */
  providerUrl: string;
  /** What a claimed_id starts with; the SteamID64 follows it. */
  claimedIdPrefix: string;
  /** Base of the Steam Web API, without a trailing slash. */
  webApiBaseUrl: string;
}

export const realSteamEndpoints: SteamEndpoints = {
  providerUrl: 'https://steamcommunity.com/openid/login',
  claimedIdPrefix: 'https://steamcommunity.com/openid/id/',
  webApiBaseUrl: 'https://api.steampowered.com',
};

export const STEAM_SANDBOX_PATH = '/sandbox/steam';

/** `publicUrl` is the external base URL of our own server, where the sandbox is mounted. */
export function sandboxSteamEndpoints(publicUrl: string): SteamEndpoints {
  const base = `${publicUrl.replace(/\/+$/, '')}${STEAM_SANDBOX_PATH}`;
  return {
    providerUrl: `${base}/openid/login`,
    claimedIdPrefix: `${base}/openid/id/`,
    webApiBaseUrl: `${base}/api`,
  };
}
