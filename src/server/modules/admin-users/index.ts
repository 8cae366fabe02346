export { adminUsersRoutes } from './admin-users.routes';
