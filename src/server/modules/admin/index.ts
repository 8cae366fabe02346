export { adminRoutes } from './admin.routes';
export { ADMIN_SESSION_EXPIRED, createAdminAuthService, ensureAdminPassword, NO_ADMIN_PRIVILEGES, type AdminAuthService } from './admin-auth.service';
export { resetAdminTwoFactorBySteamId } from './two-factor.service';
