export { playersRoutes } from './players.routes';
export { playersRepository } from './players.repository';
