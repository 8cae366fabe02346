export { fowlHuntRoutes } from './fowl-hunt.routes';
export { createFowlHuntJobs } from './fowl-hunt.service';
