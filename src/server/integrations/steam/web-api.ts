// Steam Web API client: only the player summary that sign-in needs (name and avatar).
// Pointed at the sandbox's base URL it runs the same code as against api.steampowered.com.
import { callDependency } from '../../metrics/dependencies';
import { z } from 'zod';
import { isSteamId64 } from '../../../core/steam-id';

const DEFAULT_TIMEOUT_MS = 10_000;

export interface SteamWebApiConfig {
  /** 'https://api.steampowered.com' or `${publicUrl}/sandbox/steam/api` */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Network timeout; 10 s unless a test needs less. */
  timeoutMs?: number;
}

export interface SteamPlayerSummary {
  steamId: string;
  personaName: string;
  avatarUrl: string;
}

export interface SteamWebApi {
  /** null when Steam does not know the account; throws SteamWebApiError when Steam cannot be asked. */
  getPlayerSummary(steamId: string): Promise<SteamPlayerSummary | null>;
}

/** Messages never include the request URL: it carries the API key. */
export class SteamWebApiError extends Error {
  readonly status: number | undefined;

  constructor(message: string, options?: ErrorOptions & { status?: number }) {
    super(message, options);
    this.name = 'SteamWebApiError';
    this.status = options?.status;
  }
}

// Only the fields we use; Steam sends many more, and private profiles omit some others.
const playerSummariesSchema = z.object({
  response: z.object({
    players: z.array(
      z.object({
        steamid: z.string(),
        personaname: z.string(),
        // An avatar URL ends up in an <img src>, so only web URLs are accepted.
        avatarfull: z.url({ protocol: /^https?$/ }),
      }),
    ),
  }),
});

export function createSteamWebApi(cfg: SteamWebApiConfig): SteamWebApi {
  const fetchImpl = cfg.fetch ?? globalThis.fetch;
  const timeoutMs = cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = cfg.baseUrl.replace(/\/+$/, '');

  async function getPlayerSummary(steamId: string): Promise<SteamPlayerSummary | null> {
    if (!isSteamId64(steamId)) return null;

    const url = `${baseUrl}/ISteamUser/GetPlayerSummaries/v0002/?${new URLSearchParams({ key: cfg.apiKey, steamids: steamId })}`;
    let body: unknown;
    try {
      const res = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        throw new SteamWebApiError(`GetPlayerSummaries answered HTTP ${res.status}`, { status: res.status });
      }
      body = await res.json();
    } catch (err) {
      if (err instanceof SteamWebApiError) throw err;
      throw new SteamWebApiError('GetPlayerSummaries request failed', { cause: err });
    }

    const parsed = playerSummariesSchema.safeParse(body);
    if (!parsed.success) {
      throw new SteamWebApiError('GetPlayerSummaries answered an unexpected shape', { cause: parsed.error });
    }
    const player = parsed.data.response.players.find((p) => p.steamid === steamId);
    return player ? { steamId, personaName: player.personaname, avatarUrl: player.avatarfull } : null;
  }

  return { getPlayerSummary: (steamId) => callDependency('steam_web_api', () => getPlayerSummary(steamId)) };
}
