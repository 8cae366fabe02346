// SteamID64 helpers shared by sign-in, trade URL validation and display.

/** SteamID64 = this base + the 32-bit account id (the trade URL's `partner`). */
export const STEAM_ID64_BASE = 76561197960265728n;

export const STEAM_ID64_PATTERN = /^7656119\d{10}$/;

export const isSteamId64 = (s: string): boolean => STEAM_ID64_PATTERN.test(s);

export const steamIdFromAccountId = (accountId: bigint | number): string => (STEAM_ID64_BASE + BigInt(accountId)).toString();

export const accountIdFromSteamId = (steamId: string): bigint => BigInt(steamId) - STEAM_ID64_BASE;

/** The dropdown shows only the last 6 characters of a Steam ID. */
export const steamIdSuffix = (steamId: string): string => steamId.slice(-6);
