export { paymentsRoutes } from './payments.routes';
export { createPaymentJobs } from './payments.jobs';
