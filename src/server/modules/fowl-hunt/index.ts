export { fowlHuntRoutes } from './fowl-hunt.routes';
export { fowlHuntExpiryJob } from './fowl-hunt.service';
