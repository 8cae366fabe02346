// Minimal declarations for the parts of DoctorMcKay's Steam libraries the real
// trade bot uses. None of them ships types, and there is no @types package.
// The libraries are CommonJS, so an ESM import sees module.exports as `default`.

declare module 'steam-user' {
  import type { EventEmitter } from 'node:events';

  export interface LogOnDetails {
    accountName: string;
    password: string;
    twoFactorCode?: string;
    /** Distinguishes this login from other instances of the bot on the same account. */
    logonID?: number;
    machineName?: string;
  }

  export interface SteamUserOptions {
    dataDirectory?: string | null;
    autoRelogin?: boolean;
  }

  export default class SteamUser extends EventEmitter {
    constructor(options?: SteamUserOptions);
    logOn(details: LogOnDetails): void;
    logOff(): void;
    webLogOn(): void;
  }
}

declare module 'steamcommunity' {
  export default class SteamCommunity {
    constructor();
    setCookies(cookies: string[]): void;
    acceptConfirmationForObject(identitySecret: string, objectID: string, callback: (err: Error | null) => void): void;
  }
}

declare module 'steam-tradeoffer-manager' {
  import type { EventEmitter } from 'node:events';

  export interface EconTag {
    category: string;
    internal_name: string;
    localized_tag_name?: string;
    name?: string;
  }

  export interface EconItem {
    assetid: string;
    appid: number;
    contextid: string;
    name: string;
    market_name?: string;
    market_hash_name?: string;
    type?: string;
    icon_url?: string;
    icon_url_large?: string;
    tradable: boolean;
    marketable: boolean;
    tags?: EconTag[];
  }

  export interface SendError extends Error {
    eresult?: number;
    cause?: unknown;
  }

  export interface TradeOffer {
    id?: string;
    /** An ETradeOfferState number. */
    state: number;
    addMyItem(item: { assetid: string; appid: number; contextid: string }): boolean;
    setMessage(message: string): void;
    send(callback: (err: SendError | null, status?: 'sent' | 'pending') => void): void;
  }

  export interface TradeOfferManagerOptions {
    steam?: unknown;
    community?: unknown;
    domain?: string;
    language?: string;
    pollInterval?: number;
    dataDirectory?: string | null;
    savePollData?: boolean;
  }

  export default class TradeOfferManager extends EventEmitter {
    constructor(options?: TradeOfferManagerOptions);
    setCookies(cookies: string[], callback: (err: Error | null) => void): void;
    getInventoryContents(appid: number, contextid: string, tradableOnly: boolean, callback: (err: Error | null, inventory?: EconItem[]) => void): void;
    createOffer(tradeUrl: string): TradeOffer;
    getOffer(id: string, callback: (err: Error | null, offer?: TradeOffer) => void): void;
    shutdown(): void;
  }
}

declare module 'steam-totp' {
  const SteamTotp: {
    generateAuthCode(sharedSecret: string, timeOffset?: number): string;
  };
  export default SteamTotp;
}
