// The real trade bot: logs into Steam with STEAM_BOT_* (steam-user, a TOTP code
// from the shared secret), hands the web session to steamcommunity and
// steam-tradeoffer-manager, loads the CS inventory (app 730, context 2), sends
// offers to trade URLs, confirms them with the identity secret, and reports
// every state change of its sent offers.
//
// The libraries arrive as `SteamLibs` (see load-steam-libs.ts), so this file
// never loads them itself and tests can drive it with stand-ins.
import { dependencyFailed, dependencySucceeded } from '../../../metrics/dependencies';
import { randomInt } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { BotStatus, SteamItem } from '../../../../core/contracts/prizes';
import {
  CS_APP_ID,
  CS_CONTEXT_ID,
  OFFER_MESSAGE_MAX,
  TradeBotError,
  TradeBotNotReadyError,
  type OfferState,
  type OfferStateListener,
  type SendOfferInput,
  type SentOffer,
  type TradeBot,
} from './port';
import { describeSteamError, itemFromEcon, offerStateFromSteam, parseTradeUrl, type EconItemLike } from './steam-mapping';

type Emitter = Pick<EventEmitter, 'on' | 'removeAllListeners'>;

export interface SteamUserLike extends Emitter {
  logOn(details: { accountName: string; password: string; twoFactorCode?: string; logonID?: number; machineName?: string }): void;
  logOff(): void;
  webLogOn(): void;
}

export interface SteamCommunityLike {
  setCookies(cookies: string[]): void;
  acceptConfirmationForObject(identitySecret: string, objectID: string, callback: (err: Error | null) => void): void;
}

export interface TradeOfferLike {
  id?: string;
  state: number;
  addMyItem(item: { assetid: string; appid: number; contextid: string }): boolean;
  setMessage(message: string): void;
  send(callback: (err: (Error & { eresult?: number; cause?: unknown }) | null, status?: 'sent' | 'pending') => void): void;
}

export interface TradeOfferManagerLike extends Emitter {
  setCookies(cookies: string[], callback: (err: Error | null) => void): void;
  getInventoryContents(appid: number, contextid: string, tradableOnly: boolean, callback: (err: Error | null, inventory?: EconItemLike[]) => void): void;
  createOffer(tradeUrl: string): TradeOfferLike;
  getOffer(id: string, callback: (err: Error | null, offer?: TradeOfferLike) => void): void;
  shutdown(): void;
}

export interface SteamLibs {
  createUser(options: { dataDirectory: string | null }): SteamUserLike;
  createCommunity(): SteamCommunityLike;
  createManager(options: { steam: SteamUserLike; community: SteamCommunityLike; dataDirectory: string | null }): TradeOfferManagerLike;
  /** A Steam Guard mobile code from the shared secret. */
  authCode(sharedSecret: string): string;
}

export interface SteamBotConfig {
  username: string;
  password: string;
  sharedSecret: string | null;
  identitySecret: string | null;
  /** Where steam-user and the offer manager keep their files (server list, poll data); null keeps nothing. */
  dataDirectory: string | null;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Waits, injectable so tests need no real timers. */
  timing?: { sendTimeoutMs?: number; reloginDelaysMs?: number[]; steamGuardRetryMs?: number };
}

const DEFAULT_RELOGIN_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000];

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TradeBotError(message)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface SteamTradeBot extends TradeBot {
  readonly kind: 'steam';
}

export function createSteamTradeBot(config: SteamBotConfig, libs: SteamLibs): SteamTradeBot {
  const { log } = config;
  const sendTimeoutMs = config.timing?.sendTimeoutMs ?? 60_000;
  const reloginDelays = config.timing?.reloginDelaysMs ?? DEFAULT_RELOGIN_DELAYS_MS;
  const steamGuardRetryMs = config.timing?.steamGuardRetryMs ?? 30_000;

  const user = libs.createUser({ dataDirectory: config.dataDirectory });
  const community = libs.createCommunity();
  const manager = libs.createManager({ steam: user, community, dataDirectory: config.dataDirectory });
  // A distinct logon id per process, so several instances on one bot account do not replace each other's session.
  const logonID = randomInt(1, 2 ** 31);
  const listeners: OfferStateListener[] = [];

  let loggedOn = false;
  let webReady = false;
  let closed = false;
  let lastError: string | null = null;
  let failedLogins = 0;
  let reloginTimer: NodeJS.Timeout | null = null;
  let inventoryCache: SteamItem[] | null = null;

  const ready = () => loggedOn && webReady && !closed;

  function logOn() {
    if (closed) return;
    user.logOn({
      accountName: config.username,
      password: config.password,
      ...(config.sharedSecret ? { twoFactorCode: libs.authCode(config.sharedSecret) } : {}),
      logonID,
      machineName: 'fowls-trade-bot',
    });
  }

  function scheduleRelogin() {
    if (closed || reloginTimer) return;
    const delay = reloginDelays[Math.min(failedLogins, reloginDelays.length - 1)] ?? 60_000;
    failedLogins++;
    reloginTimer = setTimeout(() => {
      reloginTimer = null;
      logOn();
    }, delay);
    reloginTimer.unref();
  }

  async function notify(offerId: string, state: OfferState) {
    if (state.status === 'accepted') inventoryCache = null;
    for (const listener of listeners) {
      try {
        await listener({ offerId, ...state });
      } catch (err) {
        log.error({ err, offerId }, 'trade offer state listener failed');
      }
    }
  }

  user.on('loggedOn', () => {
    loggedOn = true;
    failedLogins = 0;
    lastError = null;
    log.info({ bot: config.username }, 'steam trade bot logged on');
  });

  user.on('webSession', (_sessionId: string, cookies: string[]) => {
    community.setCookies(cookies);
    manager.setCookies(cookies, (err) => {
      webReady = !err;
      lastError = err ? describeSteamError(err, 'Steam web session failed') : null;
      if (err) dependencyFailed('steam_trade_bot');
      else dependencySucceeded('steam_trade_bot');
      if (err) log.error({ err }, 'steam trade bot could not use its web session');
    });
  });

  user.on('steamGuard', (_domain: string | null, callback: (code: string) => void, lastCodeWrong: boolean) => {
    if (!config.sharedSecret) {
      lastError = 'Steam asks for a Steam Guard code: set STEAM_BOT_SHARED_SECRET';
      log.error({}, lastError);
      user.logOff();
      return;
    }
    const secret = config.sharedSecret;
    // A rejected code was probably used already; the next one comes with the next 30-second window.
    if (lastCodeWrong) setTimeout(() => callback(libs.authCode(secret)), steamGuardRetryMs).unref();
    else callback(libs.authCode(secret));
  });

  user.on('error', (err: Error) => {
    loggedOn = false;
    webReady = false;
    lastError = describeSteamError(err, 'Steam login failed');
    dependencyFailed('steam_trade_bot');
    log.error({ err }, 'steam trade bot login failed');
    scheduleRelogin();
  });

  user.on('disconnected', () => {
    // steam-user reconnects by itself (autoRelogin); until then nothing can be sent.
    loggedOn = false;
    webReady = false;
  });

  manager.on('sessionExpired', () => {
    webReady = false;
    user.webLogOn();
  });

  const onOfferSeen = (offer: TradeOfferLike) => {
    if (offer.id) void notify(offer.id, offerStateFromSteam(offer.state));
  };
  manager.on('sentOfferChanged', onOfferSeen);
  // Offers another instance of the bot sent, seen by this one's poll.
  manager.on('unknownOfferSent', onOfferSeen);

  function requireReady() {
    if (!ready()) throw new TradeBotNotReadyError();
  }

  function confirm(offerId: string, identitySecret: string): Promise<void> {
    return new Promise((resolve, reject) => community.acceptConfirmationForObject(identitySecret, offerId, (err) => (err ? reject(err) : resolve())));
  }

  logOn();

  return {
    kind: 'steam',

    async status(): Promise<BotStatus> {
      return { enabled: true, initialized: true, ready: ready(), username: config.username, sandbox: false, lastError };
    },

    async inventory(refresh: boolean): Promise<SteamItem[]> {
      requireReady();
      if (inventoryCache && !refresh) return inventoryCache;
      const items = await withTimeout(
        new Promise<EconItemLike[]>((resolve, reject) =>
          manager.getInventoryContents(CS_APP_ID, CS_CONTEXT_ID, true, (err, inventory) => (err ? reject(err) : resolve(inventory ?? []))),
        ),
        sendTimeoutMs,
        'Steam did not answer the inventory request in time',
      ).catch((err: unknown) => {
        throw err instanceof TradeBotError ? err : new TradeBotError(describeSteamError(err, 'Could not load the bot inventory'));
      });
      inventoryCache = items.map(itemFromEcon);
      return inventoryCache;
    },

    async sendOffer(input: SendOfferInput): Promise<SentOffer> {
      requireReady();
      const partner = parseTradeUrl(input.tradeUrl);
      if (!partner) throw new TradeBotError('The trade offer URL is not a valid Steam trade offer URL');
      if (partner.steamId !== input.partnerSteamId) throw new TradeBotError('The trade offer URL belongs to a different Steam account');
      if (input.items.length === 0) throw new TradeBotError('Cannot send an empty trade offer');

      const offer = manager.createOffer(input.tradeUrl);
      for (const item of input.items) offer.addMyItem({ assetid: item.assetid, appid: CS_APP_ID, contextid: CS_CONTEXT_ID });
      offer.setMessage(input.message.slice(0, OFFER_MESSAGE_MAX));

      const sent = await withTimeout(
        new Promise<'sent' | 'pending'>((resolve, reject) => offer.send((err, status) => (err ? reject(err) : resolve(status ?? 'sent')))),
        sendTimeoutMs,
        'Steam did not answer the trade offer in time',
      ).catch((err: unknown) => {
        throw err instanceof TradeBotError ? err : new TradeBotError(describeSteamError(err, 'Steam refused the trade offer'));
      });
      const offerId = offer.id;
      if (!offerId) throw new TradeBotError('Steam did not return a trade offer id');
      inventoryCache = null;

      if (sent === 'pending') {
        if (!config.identitySecret) {
          return { offerId, status: 'pending', message: 'Waiting for mobile confirmation (STEAM_BOT_IDENTITY_SECRET is not set)' };
        }
        try {
          await withTimeout(confirm(offerId, config.identitySecret), sendTimeoutMs, 'Steam did not answer the confirmation in time');
        } catch (err) {
          log.warn({ err, offerId }, 'trade offer confirmation failed');
          return { offerId, status: 'pending', message: describeSteamError(err, 'Waiting for mobile confirmation') };
        }
        return { offerId, status: 'pending', message: 'Trade offer sent' };
      }
      return { offerId, ...offerStateFromSteam(offer.state) };
    },

    async getOfferState(offerId: string): Promise<OfferState | null> {
      if (!ready()) return null;
      try {
        const offer = await withTimeout(
          new Promise<TradeOfferLike>((resolve, reject) =>
            manager.getOffer(offerId, (err, found) => (err ? reject(err) : found ? resolve(found) : reject(new Error('No matching offer found')))),
          ),
          sendTimeoutMs,
          'Steam did not answer in time',
        );
        return offerStateFromSteam(offer.state);
      } catch (err) {
        // Unknown for now; the next reconciliation asks again.
        log.warn({ err, offerId }, 'could not read trade offer state');
        return null;
      }
    },

    onOfferStateChanged(listener: OfferStateListener): void {
      listeners.push(listener);
    },

    async close(): Promise<void> {
      closed = true;
      if (reloginTimer) clearTimeout(reloginTimer);
      manager.removeAllListeners();
      manager.shutdown();
      user.logOff();
      user.removeAllListeners();
      // An 'error' event with no listener would crash the process while the connection winds down.
      user.on('error', () => {});
    },
  };
}
