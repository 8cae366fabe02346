export { playLimitsRoutes } from './play-limits.routes';
export { assertMayPlay, assertMayWager, createPlayLimitsService } from './play-limits.service';
