import { accountIdFromSteamId } from './steam-id';

// Validation of a Steam trade offer URL (spec part 1 §5, DESIGN §6):
// non-empty, on steamcommunity.com, a tradeoffer link, and its `partner`
// must be the signed-in user's own account.

export const TRADE_URL_HOST = 'steamcommunity.com';

/** The longest trade URL the form takes and the server stores. */
export const TRADE_URL_MAX_LENGTH = 300;

export type TradeUrlCheck = { ok: true; url: string; partner: string; token: string } | { ok: false; title: string; message: string };

const invalid = (message: string): TradeUrlCheck => ({ ok: false, title: 'Invalid URL', message });

/** The browser-side checks of the specification, with its exact messages. */
export function checkTradeUrlShape(raw: string): TradeUrlCheck {
  const url = raw.trim();
  if (!url) return invalid('Please enter a valid trade offer URL.');
  if (!url.includes(TRADE_URL_HOST) || !url.includes('tradeoffer')) {
    return invalid('Please enter a valid Steam trade offer URL.');
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return invalid('Please enter a valid Steam trade offer URL.');
  }
  const partner = parsed.searchParams.get('partner') ?? '';
  const token = parsed.searchParams.get('token') ?? '';
  if (
    parsed.protocol !== 'https:' ||
    parsed.hostname !== TRADE_URL_HOST ||
    !/^\/tradeoffer\/new\/?$/.test(parsed.pathname) ||
    !/^\d{1,10}$/.test(partner) ||
    !/^[A-Za-z0-9_-]{6,16}$/.test(token)
  ) {
    return invalid('Please enter a valid Steam trade offer URL.');
  }
  return { ok: true, url, partner, token };
}

/** The full check the server applies: the shape, and the partner is the user's own account. */
export function checkTradeUrlForUser(raw: string, steamId: string): TradeUrlCheck {
  const shape = checkTradeUrlShape(raw);
  if (!shape.ok) return shape;
  if (BigInt(shape.partner) !== accountIdFromSteamId(steamId)) {
    return invalid('This trade offer URL belongs to a different Steam account. Use the trade URL of the account you signed in with.');
  }
  return shape;
}
