export { gameRoundsRepository, type GameRoundRow, type NewGameRound } from './game-rounds.repository';
export { gamesRoutes } from './games.routes';
export { LIVE_BET_PUBLIC_AFTER_MS, pushSettledRound } from './live-bets';
export { announceRound, creditPayout, lockPlayer, lockRunningRound, pushBalance, roundFairness, startRound } from './rounds';
export { gamesCleanupJob, GAME_ROUND_RETENTION_DAYS } from './cleanup.job';
export { plinkoCoopBonusJob } from './plinko-coop.service';
