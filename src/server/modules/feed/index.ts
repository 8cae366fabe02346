export { feedRoutes } from './feed.routes';
export { createFeedService, GAME_WIN_PUBLIC_AFTER_MS, type FinishedRound, type RaffleWin } from './feed.service';
export { seedDemoMoments } from './demo-moments';
