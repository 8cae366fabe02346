// Steam integration: sign-in (OpenID 2.0), player summaries, and the offline sandbox.
export { realSteamEndpoints, sandboxSteamEndpoints, STEAM_SANDBOX_PATH } from './endpoints';
export type { SteamEndpoints } from './endpoints';
export { createSteamOpenId, SteamAuthError, STEAM_NONCE_RETENTION_MS } from './openid';
export type { SteamOpenId, SteamOpenIdConfig, SteamOpenIdDeps } from './openid';
export { createSteamWebApi, SteamWebApiError } from './web-api';
export type { SteamPlayerSummary, SteamWebApi, SteamWebApiConfig } from './web-api';
export { steamSandboxPlugin } from './sandbox/plugin';
export type { SteamSandboxOptions } from './sandbox/plugin';
export { demoPersonas, findDemoPersona } from './sandbox/personas';
export type { DemoPersona, DemoPersonaRole } from './sandbox/personas';
export { createTradeBot } from './trade-bot/create-trade-bot';
export type { SteamBotCredentials, TradeBotDeps, TradeBotFactory } from './trade-bot/create-trade-bot';
export { CS_APP_ID, CS_CONTEXT_ID, TradeBotError, TradeBotNotReadyError } from './trade-bot/port';
export type { OfferState, OfferStateChange, OfferStateListener, SendOfferInput, SentOffer, TradeBot } from './trade-bot/port';
export { isSandboxTradeBot } from './trade-bot/sandbox-bot';
export type { SandboxTradeBot } from './trade-bot/sandbox-bot';
export { sandboxCatalogue, sandboxItemImageUrl } from './trade-bot/sandbox-catalogue';
export { sandboxTradeOffersPlugin, SANDBOX_TRADE_OFFERS_PATH } from './sandbox/trade-offers';
