export { rafflesRoutes, CHAT_RATE_LIMIT } from './raffles.routes';
export { createRaffleJobs, endDueRafflesJob, END_DUE_RAFFLES_EVERY_MS } from './raffles.jobs';
export { createRaffleDraws, DRAW_RETRY_MS, type RaffleDraws } from './raffle-draws';
export { createRaffleService, type RaffleService } from './raffles.service';
export { rafflesRepository, type RaffleRow, type RaffleEntryRow } from './raffles.repository';
export { recentWinnersRepository, type RecentWinnerRow } from './recent-winners.repository';
export { createRaffleWins, type RaffleWins } from './raffle-wins';
export { listedWinner, type ListedWinner, type WinnerProfile } from './listed-winner';
