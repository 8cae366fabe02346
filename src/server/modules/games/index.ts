export { gameRoundsRepository, type GameRoundRow, type NewGameRound } from './game-rounds.repository';
export { gamesRoutes } from './games.routes';
export { lockRunningRound } from './rounds';
export { gamesCleanupJob, GAME_ROUND_RETENTION_DAYS } from './cleanup.job';
