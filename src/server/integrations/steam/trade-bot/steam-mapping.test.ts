import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { tradeStatuses } from '../../../../core/contracts/prizes';
import { describeSteamError, ETradeOfferState, itemFromEcon, offerStateFromSteam, parseTradeUrl, STEAM_ITEM_IMAGE_BASE } from './steam-mapping';

describe('trade URL parsing', () => {
  it('reads the partner account and token and derives the SteamID64', () => {
    expect(parseTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=39734&token=Fowl1234')).toEqual({
      accountId: '39734',
      steamId: '76561197960305462',
      token: 'Fowl1234',
    });
    expect(parseTradeUrl('  https://steamcommunity.com/tradeoffer/new?token=AbCd_-12&partner=1  ')).toMatchObject({
      accountId: '1',
      steamId: '76561197960265729',
    });
  });

  it('rejects anything that is not a Steam trade offer URL', () => {
    for (const url of [
      '',
      'https://steamcommunity.com/tradeoffer/new/?partner=39734',
      'https://steamcommunity.com/tradeoffer/new/?token=Fowl1234',
      'http://steamcommunity.com/tradeoffer/new/?partner=39734&token=Fowl1234',
      'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=39734&token=Fowl1234',
      'https://steamcommunity.com/id/someone/?partner=39734&token=Fowl1234',
      'https://steamcommunity.com/tradeoffer/new/?partner=abc&token=Fowl1234',
      'https://steamcommunity.com/tradeoffer/new/?partner=39734&token=<script>',
    ]) {
      expect(parseTradeUrl(url), url).toBeNull();
    }
  });
});

describe('ETradeOfferState mapping', () => {
  it('maps every state steam-tradeoffer-manager knows to one of our statuses', () => {
    const expected: Record<keyof typeof ETradeOfferState, string> = {
      Invalid: 'error',
      Active: 'pending',
      Accepted: 'accepted',
      Countered: 'declined',
      Expired: 'expired',
      Canceled: 'error',
      Declined: 'declined',
      InvalidItems: 'error',
      CreatedNeedsConfirmation: 'pending',
      CanceledBySecondFactor: 'error',
      InEscrow: 'pending',
    };
    for (const [name, number] of Object.entries(ETradeOfferState)) {
      const state = offerStateFromSteam(number);
      expect(state.status, name).toBe(expected[name as keyof typeof ETradeOfferState]);
      expect(tradeStatuses).toContain(state.status);
      expect(state.message.length).toBeGreaterThan(0);
    }
    expect(offerStateFromSteam(ETradeOfferState.Accepted).message).toBe('Trade offer accepted');
    expect(offerStateFromSteam(ETradeOfferState.CreatedNeedsConfirmation).message).toBe('Waiting for mobile confirmation');
  });

  it('agrees with the numbers the library ships', () => {
    // The library ships no types; require() reads its CommonJS table as it is, from a plain string lint can resolve.
    const states = createRequire(import.meta.url)('steam-tradeoffer-manager/resources/ETradeOfferState.js') as Record<string, unknown>;
    for (const [name, number] of Object.entries(ETradeOfferState)) expect(states[name], name).toBe(number);
  });

  it('treats an unknown state as an error', () => {
    expect(offerStateFromSteam(42)).toEqual({ status: 'error', message: 'Unknown Steam trade offer state 42' });
  });
});

describe('inventory items', () => {
  it('turns an EconItem into a SteamItem with full image URLs and tag labels', () => {
    const item = itemFromEcon({
      assetid: '123',
      name: 'AK-47 | Redline (Field-Tested)',
      market_hash_name: 'AK-47 | Redline (Field-Tested)',
      type: 'Classified Rifle',
      icon_url: 'abc',
      icon_url_large: 'def',
      tradable: true,
      marketable: false,
      tags: [
        { category: 'Quality', internal_name: 'normal', localized_tag_name: 'Normal' },
        { category: 'Rarity', internal_name: 'Rarity_Legendary_Weapon', name: 'Classified' },
        { category: 'Weapon', internal_name: 'weapon_ak47' },
      ],
    });
    expect(item).toEqual({
      assetid: '123',
      name: 'AK-47 | Redline (Field-Tested)',
      market_name: 'AK-47 | Redline (Field-Tested)',
      type: 'Classified Rifle',
      icon_url: `${STEAM_ITEM_IMAGE_BASE}abc`,
      icon_url_large: `${STEAM_ITEM_IMAGE_BASE}def`,
      tradable: true,
      marketable: false,
      tags: [
        { category: 'Quality', internal_name: 'normal', localized_tag_name: 'Normal' },
        { category: 'Rarity', internal_name: 'Rarity_Legendary_Weapon', localized_tag_name: 'Classified' },
        { category: 'Weapon', internal_name: 'weapon_ak47' },
      ],
    });
  });

  it('falls back to the small image and the name when Steam leaves fields out', () => {
    const item = itemFromEcon({ assetid: '9', name: 'Sticker | Crown (Foil)', icon_url: 'small', tradable: true, marketable: true });
    expect(item).toMatchObject({ market_name: 'Sticker | Crown (Foil)', type: '', icon_url_large: `${STEAM_ITEM_IMAGE_BASE}small`, tags: [] });
  });
});

describe('Steam error descriptions', () => {
  it('names known send causes, keeps messages and EResults, and never comes back empty', () => {
    expect(
      describeSteamError(Object.assign(new Error('There was an error sending your trade offer.'), { cause: 'TradeBan' }), 'Steam refused the trade offer'),
    ).toBe('Steam refused the trade offer: The winner has a trade ban');
    expect(describeSteamError(Object.assign(new Error('Access Denied'), { eresult: 15 }), 'Steam refused the trade offer')).toBe(
      'Steam refused the trade offer: Access Denied (EResult 15)',
    );
    expect(describeSteamError(null, 'Steam login failed')).toBe('Steam login failed: Unknown error');
    expect(describeSteamError(new Error('x'.repeat(1000)), 'Context').length).toBeLessThanOrEqual(300);
  });
});
