export { spectatorRoutes } from './spectator.routes';
export { ensureSpectatorAccount, SPECTATOR_STEAM_ID } from './spectator-account';
