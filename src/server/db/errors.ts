// Postgres error codes as both drivers report them (pg errors carry them
// directly; drizzle may wrap them, keeping the original as `cause`).

const PG_UNIQUE_VIOLATION = '23505';
const PG_CHECK_VIOLATION = '23514';
/** deadlock_detected, serialization_failure: the transaction lost a race and may simply run again. */
const PG_RETRYABLE = new Set(['40P01', '40001']);

type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } } | null;

export const pgCode = (e: unknown): string | undefined => {
  const err = e as PgErrorLike;
  const code = err?.code ?? err?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

export const isUniqueViolation = (e: unknown): boolean => pgCode(e) === PG_UNIQUE_VIOLATION;

export const isCheckViolation = (e: unknown): boolean => pgCode(e) === PG_CHECK_VIOLATION;

/** Postgres aborted the transaction as a deadlock victim or a serialization failure. */
export const isRetryableTransactionError = (e: unknown): boolean => PG_RETRYABLE.has(pgCode(e) ?? '');

/** A unique violation of this constraint in particular. */
export function isUniqueViolationOf(e: unknown, constraint: string): boolean {
  const err = e as PgErrorLike;
  return isUniqueViolation(e) && (err?.constraint ?? err?.cause?.constraint) === constraint;
}

// Errors that mean "the database cannot be reached right now" rather than "this
// request is wrong": the server answers 503 for them and recovers on its own
// once Postgres is back (the pool opens new connections on the next query).

/** Postgres SQLSTATE classes and codes of a lost or refused connection. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports these without a code.
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /not queryable/, /Cannot use a pool after calling end/];

function isUnavailableOne(err: { code?: unknown; message?: unknown }): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  const message = typeof err.message === 'string' ? err.message : '';
  return UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/** Looks through drizzle's wrapper (`cause`) and Node's AggregateError (several addresses refused). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const err = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isUnavailableOne(err)) return true;
  if (Array.isArray(err.errors) && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}
