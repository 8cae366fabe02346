export { leaderboardRoutes } from './leaderboard.routes';
