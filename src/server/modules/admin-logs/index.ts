export { adminLogsRoutes } from './admin-logs.routes';
