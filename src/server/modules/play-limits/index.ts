export { playLimitsRoutes } from './play-limits.routes';
export { assertMayBuy, assertMayPlay, assertMayWager, createPlayLimitsService } from './play-limits.service';
