export { fowlCaseRoutes } from './fowl-case.routes';
