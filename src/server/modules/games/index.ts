export { gameRoundsRepository, type GameRoundRow, type NewGameRound } from './game-rounds.repository';
export { gamesRoutes } from './games.routes';
export { lockRunningRound } from './rounds';
