// The sandbox trade bot (DESIGN §5): a fixed CS inventory and offers stored in
// sandbox_trade_offers. Nothing leaves the machine; the sandbox trade-offers
// page stands in for the winner, moving an offer to accepted, declined,
// expired or error.
import { randomInt } from 'node:crypto';
import type { BotStatus, SteamItem, TradeStatus } from '../../../../core/contracts/prizes';
import type { Db } from '../../../db/client';
import { OFFER_MESSAGE_MAX, TradeBotError, type OfferState, type OfferStateListener, type SendOfferInput, type SentOffer, type TradeBot } from './port';
import { findCatalogueItem, sandboxCatalogue, toSteamItem } from './sandbox-catalogue';
import { sandboxOffersRepository, type SandboxOffer } from './sandbox-offers.repository';
import { parseTradeUrl } from './steam-mapping';

export const SANDBOX_BOT_USERNAME = 'FowlsSandboxBot';

const stateMessages: Record<TradeStatus, string> = {
  pending: 'Trade offer sent',
  accepted: 'Trade offer accepted',
  declined: 'Trade offer declined',
  expired: 'Trade offer expired',
  error: 'Steam reported an error for the trade offer',
};

export const sandboxOfferState = (state: TradeStatus): OfferState => ({ status: state, message: stateMessages[state] });

export type SettledState = Exclude<TradeStatus, 'pending'>;

export interface SandboxTradeBot extends TradeBot {
  readonly kind: 'sandbox';
  /** The sandbox page's hand: settles a pending offer and tells the listeners; null when it was not pending. */
  settleOffer(offerId: string, state: SettledState): Promise<SandboxOffer | null>;
  latestOffers(limit: number): Promise<SandboxOffer[]>;
}

export const isSandboxTradeBot = (bot: TradeBot): bot is SandboxTradeBot => bot.kind === 'sandbox' && 'settleOffer' in bot;

/** Steam trade offer ids are decimal numbers of about ten digits. */
const newOfferId = (): string => String(randomInt(4_000_000_000, 9_999_999_999));

export function createSandboxTradeBot(db: Db): SandboxTradeBot {
  const listeners: OfferStateListener[] = [];

  return {
    kind: 'sandbox',

    async status(): Promise<BotStatus> {
      return { enabled: true, initialized: true, ready: true, username: SANDBOX_BOT_USERNAME, sandbox: true };
    },

    async inventory(_refresh: boolean): Promise<SteamItem[]> {
      const held = await sandboxOffersRepository.heldAssetIds(db);
      return sandboxCatalogue.filter((item) => !held.has(item.assetid)).map(toSteamItem);
    },

    async sendOffer(input: SendOfferInput): Promise<SentOffer> {
      const partner = parseTradeUrl(input.tradeUrl);
      if (!partner) throw new TradeBotError('The trade offer URL is not a valid Steam trade offer URL');
      if (partner.steamId !== input.partnerSteamId) throw new TradeBotError('The trade offer URL belongs to a different Steam account');
      if (input.items.length === 0) throw new TradeBotError('Cannot send an empty trade offer');
      const unknown = input.items.find((item) => !findCatalogueItem(item.assetid));
      if (unknown) throw new TradeBotError(`${unknown.name} is not in the bot inventory`);

      const result = await sandboxOffersRepository.insertIfAvailable(db, {
        id: newOfferId(),
        partnerSteamId: input.partnerSteamId,
        tradeUrl: input.tradeUrl,
        items: input.items,
        message: input.message.slice(0, OFFER_MESSAGE_MAX),
      });
      if ('held' in result) throw new TradeBotError('The prize is no longer available in the bot inventory');
      return { offerId: result.offer.id, ...sandboxOfferState('pending') };
    },

    async getOfferState(offerId: string): Promise<OfferState | null> {
      const offer = await sandboxOffersRepository.find(db, offerId);
      return offer ? sandboxOfferState(offer.state) : null;
    },

    onOfferStateChanged(listener: OfferStateListener): void {
      listeners.push(listener);
    },

    async settleOffer(offerId: string, state: SettledState): Promise<SandboxOffer | null> {
      const offer = await sandboxOffersRepository.settle(db, offerId, state);
      if (!offer) return null;
      for (const listener of listeners) await listener({ offerId, ...sandboxOfferState(state) });
      return offer;
    },

    latestOffers: (limit: number) => sandboxOffersRepository.latest(db, limit),

    async close(): Promise<void> {},
  };
}
