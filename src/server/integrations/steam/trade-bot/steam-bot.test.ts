// The real adapter driven by stand-ins for steam-user, steamcommunity and
// steam-tradeoffer-manager: no network, the same event and callback shapes.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { accountIdFromSteamId } from '../../../../core/steam-id';
import { dependencyStates } from '../../../metrics/dependencies';
import type { OfferStateChange } from './port';
import { createSteamTradeBot, type SteamBotConfig, type SteamLibs, type TradeOfferLike } from './steam-bot';
import { ETradeOfferState, STEAM_ITEM_IMAGE_BASE, type EconItemLike } from './steam-mapping';

const partner = '76561198000000555';
const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${accountIdFromSteamId(partner)}&token=Fowl1234`;

class FakeUser extends EventEmitter {
  logOns: Record<string, unknown>[] = [];
  loggedOff = 0;
  webLogOns = 0;
  logOn(details: Record<string, unknown>) {
    this.logOns.push(details);
  }
  logOff() {
    this.loggedOff++;
  }
  webLogOn() {
    this.webLogOns++;
  }
}

class FakeCommunity {
  cookies: string[] = [];
  confirmations: { secret: string; id: string }[] = [];
  confirmError: Error | null = null;
  setCookies(cookies: string[]) {
    this.cookies = cookies;
  }
  acceptConfirmationForObject(secret: string, id: string, callback: (err: Error | null) => void) {
    this.confirmations.push({ secret, id });
    callback(this.confirmError);
  }
}

class FakeOffer implements TradeOfferLike {
  id?: string;
  state = 0;
  items: { assetid: string; appid: number; contextid: string }[] = [];
  message = '';
  constructor(
    readonly url: string,
    private readonly result: { err?: Error; status?: 'sent' | 'pending' },
  ) {}
  addMyItem(item: { assetid: string; appid: number; contextid: string }) {
    this.items.push(item);
    return true;
  }
  setMessage(message: string) {
    this.message = message.slice(0, 128);
  }
  send(callback: (err: Error | null, status?: 'sent' | 'pending') => void) {
    if (this.result.err) return callback(this.result.err);
    this.id = '5550001111';
    this.state = this.result.status === 'pending' ? ETradeOfferState.CreatedNeedsConfirmation : ETradeOfferState.Active;
    callback(null, this.result.status);
  }
}

class FakeManager extends EventEmitter {
  cookieError: Error | null = null;
  inventoryLoads = 0;
  sent: FakeOffer[] = [];
  nextSend: { err?: Error; status?: 'sent' | 'pending' } = { status: 'sent' };
  offers = new Map<string, number>();
  shutDown = false;
  setCookies(_cookies: string[], callback: (err: Error | null) => void) {
    callback(this.cookieError);
  }
  getInventoryContents(appid: number, contextid: string, tradableOnly: boolean, callback: (err: Error | null, items?: EconItemLike[]) => void) {
    this.inventoryLoads++;
    expect([appid, contextid, tradableOnly]).toEqual([730, '2', true]);
    callback(null, [
      {
        assetid: '1',
        name: 'AK-47 | Redline (Field-Tested)',
        type: 'Classified Rifle',
        icon_url: 'h1',
        tradable: true,
        marketable: true,
        tags: [{ category: 'Quality', internal_name: 'normal', localized_tag_name: 'Normal' }],
      },
    ]);
  }
  createOffer(url: string) {
    const offer = new FakeOffer(url, this.nextSend);
    this.sent.push(offer);
    return offer;
  }
  getOffer(id: string, callback: (err: Error | null, offer?: TradeOfferLike) => void) {
    const state = this.offers.get(id);
    if (state === undefined) return callback(new Error('No matching offer found'));
    callback(null, { id, state } as TradeOfferLike);
  }
  shutdown() {
    this.shutDown = true;
  }
}

function setup(overrides: Partial<SteamBotConfig> = {}) {
  const user = new FakeUser();
  const community = new FakeCommunity();
  const manager = new FakeManager();
  const libs: SteamLibs = {
    createUser: () => user,
    createCommunity: () => community,
    createManager: (options) => {
      expect(options.steam).toBe(user);
      expect(options.community).toBe(community);
      return manager;
    },
    authCode: (secret) => `code-for-${secret}`,
  };
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const bot = createSteamTradeBot(
    {
      username: 'prizebot',
      password: 'pw',
      sharedSecret: 'shared',
      identitySecret: 'identity',
      dataDirectory: null,
      log,
      timing: { reloginDelaysMs: [1], steamGuardRetryMs: 1 },
      ...overrides,
    },
    libs,
  );
  const goOnline = () => {
    user.emit('loggedOn', {});
    user.emit('webSession', 'session', ['steamLoginSecure=abc']);
  };
  return { bot, user, community, manager, log, goOnline };
}

const input = { tradeUrl, partnerSteamId: partner, items: [{ assetid: '1', name: 'AK-47 | Redline (Field-Tested)' }], message: 'Congratulations!' };

describe('the real trade bot adapter', () => {
  it('logs in with a Steam Guard code and its own logon id, and is ready once the web session is set', async () => {
    const { bot, user, community, goOnline } = setup();
    expect(user.logOns).toHaveLength(1);
    expect(user.logOns[0]).toMatchObject({ accountName: 'prizebot', password: 'pw', twoFactorCode: 'code-for-shared' });
    expect(user.logOns[0]!.logonID).toEqual(expect.any(Number));
    expect(await bot.status()).toEqual({ enabled: true, initialized: true, ready: false, username: 'prizebot', sandbox: false, lastError: null });
    await expect(bot.inventory(false)).rejects.toThrow('Steam bot is not ready');
    await expect(bot.sendOffer(input)).rejects.toThrow('Steam bot is not ready');

    goOnline();
    expect(community.cookies).toEqual(['steamLoginSecure=abc']);
    expect((await bot.status()).ready).toBe(true);
    expect(dependencyStates().steam_trade_bot).toBe('ok');
    await bot.close();
  });

  it('stays not ready, with the reason, when the web session is refused', async () => {
    const { bot, manager, user } = setup();
    manager.cookieError = new Error('Access token not found');
    user.emit('loggedOn', {});
    user.emit('webSession', 'session', ['junk']);
    expect(await bot.status()).toMatchObject({ ready: false, lastError: 'Steam web session failed: Access token not found' });
    // /readyz and /metrics show the lost login.
    expect(dependencyStates().steam_trade_bot).toBe('degraded');
    // An expired session asks steam-user for a new one.
    manager.emit('sessionExpired', new Error('expired'));
    expect(user.webLogOns).toBe(1);
    await bot.close();
  });

  it('loads app 730 context 2 once and again on refresh', async () => {
    const { bot, manager, goOnline } = setup();
    goOnline();
    const items = await bot.inventory(false);
    expect(items).toEqual([
      expect.objectContaining({
        assetid: '1',
        name: 'AK-47 | Redline (Field-Tested)',
        icon_url: `${STEAM_ITEM_IMAGE_BASE}h1`,
        tags: [{ category: 'Quality', internal_name: 'normal', localized_tag_name: 'Normal' }],
      }),
    ]);
    await bot.inventory(false);
    expect(manager.inventoryLoads).toBe(1);
    await bot.inventory(true);
    expect(manager.inventoryLoads).toBe(2);
    await bot.close();
  });

  it('sends an offer to the trade URL with the message and confirms it with the identity secret', async () => {
    const { bot, manager, community, goOnline } = setup();
    goOnline();
    manager.nextSend = { status: 'pending' };
    const sent = await bot.sendOffer(input);
    expect(sent).toEqual({ offerId: '5550001111', status: 'pending', message: 'Trade offer sent' });
    const offer = manager.sent[0]!;
    expect(offer.url).toBe(tradeUrl);
    expect(offer.items).toEqual([{ assetid: '1', appid: 730, contextid: '2' }]);
    expect(offer.message).toBe('Congratulations!');
    expect(community.confirmations).toEqual([{ secret: 'identity', id: '5550001111' }]);
    await bot.close();
  });

  it('reports an offer still waiting when confirmation fails or no identity secret is set', async () => {
    const first = setup();
    first.goOnline();
    first.manager.nextSend = { status: 'pending' };
    first.community.confirmError = new Error('Could not find confirmation for object 5550001111');
    expect(await first.bot.sendOffer(input)).toEqual({
      offerId: '5550001111',
      status: 'pending',
      message: 'Waiting for mobile confirmation: Could not find confirmation for object 5550001111',
    });
    await first.bot.close();

    const second = setup({ identitySecret: null });
    second.goOnline();
    second.manager.nextSend = { status: 'pending' };
    expect((await second.bot.sendOffer(input)).message).toBe('Waiting for mobile confirmation (STEAM_BOT_IDENTITY_SECRET is not set)');
    expect(second.community.confirmations).toEqual([]);
    await second.bot.close();
  });

  it('turns send failures and wrong recipients into trade log messages', async () => {
    const { bot, manager, goOnline } = setup();
    goOnline();
    manager.nextSend = { err: Object.assign(new Error('There was an error sending your trade offer.'), { cause: 'TargetCannotTrade' }) };
    await expect(bot.sendOffer(input)).rejects.toThrow(
      'Steam refused the trade offer: The winner cannot trade right now (check their Steam Guard and trade URL)',
    );
    await expect(bot.sendOffer({ ...input, partnerSteamId: '76561198000000556' })).rejects.toThrow('The trade offer URL belongs to a different Steam account');
    await expect(bot.sendOffer({ ...input, tradeUrl: 'https://example.com/' })).rejects.toThrow('not a valid Steam trade offer URL');
    await expect(bot.sendOffer({ ...input, items: [] })).rejects.toThrow('Cannot send an empty trade offer');
    await bot.close();
  });

  it('reports state changes of sent offers, and answers state questions', async () => {
    const { bot, manager, goOnline } = setup();
    goOnline();
    const changes: OfferStateChange[] = [];
    bot.onOfferStateChanged(async (change) => {
      changes.push(change);
    });
    manager.emit('sentOfferChanged', { id: '1', state: ETradeOfferState.Accepted }, ETradeOfferState.Active);
    manager.emit('sentOfferChanged', { id: '2', state: ETradeOfferState.Declined }, ETradeOfferState.Active);
    manager.emit('unknownOfferSent', { id: '3', state: ETradeOfferState.Expired });
    await vi.waitFor(() => expect(changes).toHaveLength(3));
    expect(changes).toEqual([
      { offerId: '1', status: 'accepted', message: 'Trade offer accepted' },
      { offerId: '2', status: 'declined', message: 'Trade offer declined' },
      { offerId: '3', status: 'expired', message: 'Trade offer expired' },
    ]);

    manager.offers.set('4', ETradeOfferState.InEscrow);
    expect(await bot.getOfferState('4')).toEqual({ status: 'pending', message: 'Accepted; Steam holds the items in escrow' });
    expect(await bot.getOfferState('404')).toBeNull();
    await bot.close();
  });

  it('logs in again after a failed login, and gives up on Steam Guard without a shared secret', async () => {
    const { bot, user } = setup();
    user.emit('error', Object.assign(new Error('InvalidPassword'), { eresult: 5 }));
    expect(await bot.status()).toMatchObject({ ready: false, lastError: 'Steam login failed: InvalidPassword (EResult 5)' });
    await vi.waitFor(() => expect(user.logOns).toHaveLength(2));
    // A rejected code is replaced by a fresh one.
    const codes: string[] = [];
    user.emit('steamGuard', null, (code: string) => codes.push(code), true);
    await vi.waitFor(() => expect(codes).toEqual(['code-for-shared']));
    await bot.close();
    expect(user.loggedOff).toBe(1);

    const without = setup({ sharedSecret: null });
    expect(without.user.logOns[0]).not.toHaveProperty('twoFactorCode');
    without.user.emit('steamGuard', null, () => {}, false);
    expect(await without.bot.status()).toMatchObject({ ready: false, lastError: 'Steam asks for a Steam Guard code: set STEAM_BOT_SHARED_SECRET' });
    expect(without.user.loggedOff).toBe(1);
    await without.bot.close();
  });

  it('shuts the manager down and logs off on close', async () => {
    const { bot, user, manager, goOnline } = setup();
    goOnline();
    await bot.close();
    expect(manager.shutDown).toBe(true);
    expect(user.loggedOff).toBe(1);
    expect((await bot.status()).ready).toBe(false);
    // A late error from the closing connection must not crash the process.
    expect(() => user.emit('error', new Error('late'))).not.toThrow();
  });
});
