export { adminUsersRoutes } from './admin-users.routes';
export { exportPlayerData } from './player-export';
