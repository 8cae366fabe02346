// Pure translations between Steam's trade vocabulary and the platform's:
// trade URLs, ETradeOfferState numbers, inventory items and send errors.
// No network and no Steam libraries here (their declared types only), so all of it is unit-tested.
import type { EconItem } from 'steam-tradeoffer-manager';
import type { SteamItem } from '../../../../core/contracts/prizes';
import { steamIdFromAccountId } from '../../../../core/steam-id';
import { checkTradeUrlShape } from '../../../../core/trade-url';
import type { OfferState } from './port';

export interface ParsedTradeUrl {
  /** The 32-bit account id in the URL's `partner`. */
  accountId: string;
  steamId: string;
  token: string;
}

/** The partner and token of a Steam trade offer URL, or null when it is not one. */
export function parseTradeUrl(url: string): ParsedTradeUrl | null {
  const check = checkTradeUrlShape(url);
  if (!check.ok) return null;
  return { accountId: check.partner, steamId: steamIdFromAccountId(BigInt(check.partner)), token: check.token };
}

/** steam-tradeoffer-manager's ETradeOfferState, as numbers (resources/ETradeOfferState.js). */
export const ETradeOfferState = {
  Invalid: 1,
  Active: 2,
  Accepted: 3,
  Countered: 4,
  Expired: 5,
  Canceled: 6,
  Declined: 7,
  InvalidItems: 8,
  CreatedNeedsConfirmation: 9,
  CanceledBySecondFactor: 10,
  InEscrow: 11,
} as const;

// Retry is offered for declined and error only (spec part 2 §4), so a state the
// admin can fix by sending again (cancelled, items gone) maps to error, and one
// where the winner said no (declined, countered) to declined.
const offerStates: Record<number, OfferState> = {
  [ETradeOfferState.Invalid]: { status: 'error', message: 'Steam reports the trade offer as invalid' },
  [ETradeOfferState.Active]: { status: 'pending', message: 'Trade offer sent' },
  [ETradeOfferState.Accepted]: { status: 'accepted', message: 'Trade offer accepted' },
  [ETradeOfferState.Countered]: { status: 'declined', message: 'The winner answered with a counter offer' },
  [ETradeOfferState.Expired]: { status: 'expired', message: 'Trade offer expired' },
  [ETradeOfferState.Canceled]: { status: 'error', message: 'Trade offer was cancelled by the bot account' },
  [ETradeOfferState.Declined]: { status: 'declined', message: 'Trade offer declined' },
  [ETradeOfferState.InvalidItems]: { status: 'error', message: 'The prize is no longer available in the bot inventory' },
  [ETradeOfferState.CreatedNeedsConfirmation]: { status: 'pending', message: 'Waiting for mobile confirmation' },
  [ETradeOfferState.CanceledBySecondFactor]: { status: 'error', message: 'Trade offer was cancelled at the mobile confirmation' },
  [ETradeOfferState.InEscrow]: { status: 'pending', message: 'Accepted; Steam holds the items in escrow' },
};

export function offerStateFromSteam(state: number): OfferState {
  return offerStates[state] ?? { status: 'error', message: `Unknown Steam trade offer state ${state}` };
}

/** steam-tradeoffer-manager's EconItem less where it sits: what becomes a SteamItem, and all a stand-in needs to give. */
export type EconItemLike = Omit<EconItem, 'appid' | 'contextid'>;

/** Steam's item image CDN; the path segment is the item's icon hash. */
export const STEAM_ITEM_IMAGE_BASE = 'https://community.cloudflare.steamstatic.com/economy/image/';

const imageUrl = (hash: string | undefined): string => (hash ? `${STEAM_ITEM_IMAGE_BASE}${hash}` : '');

/** Icon hashes become full URLs, so the web never needs to know where Steam keeps images. */
export function itemFromEcon(item: EconItemLike): SteamItem {
  const icon = imageUrl(item.icon_url);
  return {
    assetid: item.assetid,
    name: item.name,
    market_name: item.market_name ?? item.market_hash_name ?? item.name,
    type: item.type ?? '',
    icon_url: icon,
    icon_url_large: imageUrl(item.icon_url_large) || icon,
    tradable: item.tradable,
    marketable: item.marketable,
    tags: (item.tags ?? []).map((tag) => {
      const label = tag.localized_tag_name ?? tag.name;
      return { category: tag.category, internal_name: tag.internal_name, ...(label ? { localized_tag_name: label } : {}) };
    }),
  };
}

/** Known causes steam-tradeoffer-manager puts on a failed send, in words an admin can act on. */
const sendErrorCauses: Record<string, string> = {
  TradeBan: 'The winner has a trade ban',
  NewDevice: 'The bot logged in from a new device and cannot trade yet',
  TargetCannotTrade: 'The winner cannot trade right now (check their Steam Guard and trade URL)',
  OfferLimitExceeded: 'The bot has too many open trade offers',
  ItemServerUnavailable: 'Steam item servers are unavailable',
};

/** One line for the trade log from an error of the Steam libraries, after `context`. */
export function describeSteamError(err: unknown, context: string): string {
  const e = err as { message?: unknown; cause?: unknown; eresult?: unknown } | null;
  const cause = typeof e?.cause === 'string' ? sendErrorCauses[e.cause] : undefined;
  if (cause) return `${context}: ${cause}`;
  const message = typeof e?.message === 'string' && e.message.trim() ? e.message.trim() : 'Unknown error';
  const eresult = typeof e?.eresult === 'number' ? ` (EResult ${e.eresult})` : '';
  return `${context}: ${message}${eresult}`.slice(0, 300);
}
