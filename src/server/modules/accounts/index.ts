export { accountsRoutes, steamEndpoints, STEAM_RETURN_PATH } from './accounts.routes';
export { createAccountsService, type AccountsService } from './accounts.service';
export { createSessionService, hashToken, newToken, SESSION_COOKIE, setSessionCookie, type SessionService } from './sessions.service';
export { BANNED_MESSAGE, PREMIUM_REQUIRED_MESSAGE, readAccount, requirePlayer, requirePathUser, requirePremium, requireUser } from './guards';
export { isAdminSteamId, isPremium, toUserDto } from './user-dto';
export { usersRepository, type SessionUser, type UserRow } from './users.repository';
export { seedDemoPersonas } from './seed';
export { accountsCleanupJob } from './cleanup.job';
