export { prizesRoutes } from './prizes.routes';
export { createPrizeJobs } from './prizes.jobs';
export { createPrizeService, type PrizeService } from './prize.service';
