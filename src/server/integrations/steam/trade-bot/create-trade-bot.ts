// Picks the trade bot adapter from the configuration: the real Steam bot when
// STEAM_BOT_* is set (loaded on demand), the sandbox bot otherwise.
import { join } from 'node:path';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { TradeBot } from './port';
import { createSandboxTradeBot } from './sandbox-bot';
import type { SteamBotConfig } from './steam-bot';

export interface TradeBotDeps {
  config: Pick<AppConfig, 'steam' | 'dataDir'>;
  db: Db;
  log: SteamBotConfig['log'];
}

export async function createTradeBot({ config, db, log }: TradeBotDeps): Promise<TradeBot> {
  const bot = config.steam.bot;
  if (bot === null) return createSandboxTradeBot(db);
  const [{ createSteamTradeBot }, { loadSteamLibs }] = await Promise.all([import('./steam-bot'), import('./load-steam-libs')]);
  return createSteamTradeBot({ ...bot, dataDirectory: join(config.dataDir, 'steam-bot'), log }, await loadSteamLibs());
}
