// The local Postgres and Redis the multi-instance and outage tests need. CI sets
// both variables (.ci/run starts Redis); without them those tests are skipped.
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
export const haveServices = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
