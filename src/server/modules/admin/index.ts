export { adminRoutes } from './admin.routes';
export {
  ADMIN_SESSION_EXPIRED,
  createAdminAuthService,
  ensureAdminPassword,
  hasAdminPassword,
  NO_ADMIN_PRIVILEGES,
  setAdminPassword,
  type AdminAuthService,
} from './admin-auth.service';
export { adminCleanupJob } from './cleanup.job';
export { generatePassword as generateAdminPassword } from './password';
export { resealTwoFactorSecrets, resetAdminTwoFactorBySteamId } from './two-factor.service';
