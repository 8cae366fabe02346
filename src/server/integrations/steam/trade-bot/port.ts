// The trade bot port: what the platform needs from a Steam account that holds
// the prizes. Two adapters implement it: the sandbox bot (offers in our own
// database, moved by hand on a sandbox page) and the real one on steam-user,
// steamcommunity and steam-tradeoffer-manager (DESIGN §5).
import { STEAM_BOT_NOT_READY, type BotStatus, type SteamItem, type TradeItem, type TradeStatus } from '../../../../core/contracts/prizes';

export interface SendOfferInput {
  /** The winner's trade offer URL (partner and token). */
  tradeUrl: string;
  /** Who must receive it; the URL's partner has to be this account. */
  partnerSteamId: string;
  items: TradeItem[];
  message: string;
}

/** Where an offer stands, in the platform's words. */
export interface OfferState {
  status: TradeStatus;
  /** A short human note for the trade log ('Trade offer declined', a Steam error…). */
  message: string;
}

export interface SentOffer extends OfferState {
  offerId: string;
}

export interface OfferStateChange extends OfferState {
  offerId: string;
}

export type OfferStateListener = (change: OfferStateChange) => Promise<void>;

export interface TradeBot {
  readonly kind: 'sandbox' | 'steam';
  status(): Promise<BotStatus>;
  /** Tradable CS items (app 730, context 2). Throws TradeBotNotReadyError when the bot cannot answer. */
  inventory(refresh: boolean): Promise<SteamItem[]>;
  /** Sends one offer giving `items`. Throws TradeBotError with a message fit for the trade log. */
  sendOffer(input: SendOfferInput): Promise<SentOffer>;
  /** The current state of an offer this bot sent, or null when it is unknown. */
  getOfferState(offerId: string): Promise<OfferState | null>;
  /** Called (and awaited where the adapter can) whenever one of its sent offers changes state. */
  onOfferStateChanged(listener: OfferStateListener): void;
  close(): Promise<void>;
}

/** A failure whose message is safe to show an admin in the trade log. */
export class TradeBotError extends Error {
  override readonly name: string = 'TradeBotError';
}

export class TradeBotNotReadyError extends TradeBotError {
  override readonly name = 'TradeBotNotReadyError';
  constructor() {
    super(STEAM_BOT_NOT_READY);
  }
}

/** CS2's Steam app id and the context of its tradable items. */
export const CS_APP_ID = 730;
export const CS_CONTEXT_ID = '2';

/** Steam cuts a trade offer message at 128 characters. */
export const OFFER_MESSAGE_MAX = 128;
