export { playLimitsRoutes } from './play-limits.routes';
export { assertMayBuy, assertMayPlay, assertMayWager, createPlayLimitsService, pauseAt } from './play-limits.service';
