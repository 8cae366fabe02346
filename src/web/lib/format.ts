import { formatFowls } from '../../core/money';
import { steamIdSuffix } from '../../core/steam-id';

/** A balance in the reader's locale; anonymous visitors see 0 (spec part 1 §2). */
export const formatBalance = (amount: number | null | undefined): string => formatFowls(amount ?? 0);

/** The dropdown shows only the last 6 characters of a Steam ID. */
export const formatSteamIdSuffix = (steamId: string): string => `ID: …${steamIdSuffix(steamId)}`;
