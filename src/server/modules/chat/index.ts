export { chatRoutes } from './chat.routes';
