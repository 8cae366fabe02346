// Picks the trade bot adapter from the configuration: the real Steam bot when
// STEAM_BOT_* is set (loaded on demand), the sandbox bot otherwise.
import { join } from 'node:path';
import type { Db } from '../../../db/client';
import type { TradeBot } from './port';
import { createSandboxTradeBot } from './sandbox-bot';
import type { SteamBotConfig } from './steam-bot';

/** The real bot's credentials, or null for the sandbox bot (AppConfig.steam.bot). */
export interface SteamBotCredentials {
  username: string;
  password: string;
  sharedSecret: string | null;
  identitySecret: string | null;
}

export interface TradeBotDeps {
  // The integration declares what it needs, so it never imports the app's configuration.
  config: { steam: { bot: SteamBotCredentials | null }; dataDir: string };
  db: Db;
  log: SteamBotConfig['log'];
}

export type TradeBotFactory = (deps: TradeBotDeps) => Promise<TradeBot>;

export async function createTradeBot({ config, db, log }: TradeBotDeps): Promise<TradeBot> {
  const bot = config.steam.bot;
  if (bot === null) return createSandboxTradeBot(db);
  const [{ createSteamTradeBot }, { loadSteamLibs }] = await Promise.all([import('./steam-bot'), import('./load-steam-libs')]);
  return createSteamTradeBot({ ...bot, dataDirectory: join(config.dataDir, 'steam-bot'), log }, await loadSteamLibs());
}
