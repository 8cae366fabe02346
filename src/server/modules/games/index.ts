export { gameRoundsRepository, type GameRoundRow, type NewGameRound } from './game-rounds.repository';
export { gamesRoutes } from './games.routes';
export { announceRound, creditPayout, lockPlayer, lockRunningRound, pushBalance, roundFairness, startRound } from './rounds';
export { gamesCleanupJob, GAME_ROUND_RETENTION_DAYS } from './cleanup.job';
export { plinkoCoopBonusJob } from './plinko-coop.service';
