export { playersRoutes } from './players.routes';
