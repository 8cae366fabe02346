export { profileRoutes } from './profile.routes';
export { createProfileService, type ProfileService } from './profile.service';
export { toTransactionDto } from './transaction-dto';
