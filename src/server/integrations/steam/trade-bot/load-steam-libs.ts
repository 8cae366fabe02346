// Loads DoctorMcKay's Steam libraries. Imported only when STEAM_BOT_* is set
// (see create-trade-bot.ts): they pull in the deprecated `request` package,
// which the sandbox never needs (DESIGN §2).
import type { SteamLibs } from './steam-bot';

export async function loadSteamLibs(): Promise<SteamLibs> {
  const [{ default: SteamUser }, { default: SteamCommunity }, { default: TradeOfferManager }, { default: SteamTotp }] = await Promise.all([
    import('steam-user'),
    import('steamcommunity'),
    import('steam-tradeoffer-manager'),
    import('steam-totp'),
  ]);
  return {
    createUser: (options) => new SteamUser({ ...options, autoRelogin: true }),
    createCommunity: () => new SteamCommunity(),
    createManager: (options) =>
      new TradeOfferManager({
        ...options,
        domain: 'localhost',
        language: 'en',
        // Poll data on disk, so a restart does not replay old state changes.
        savePollData: options.dataDirectory !== null,
      }),
    authCode: (sharedSecret) => SteamTotp.generateAuthCode(sharedSecret),
  };
}
