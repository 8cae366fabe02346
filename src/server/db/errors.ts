// Postgres error codes as both drivers report them (pg errors carry them
// directly; drizzle may wrap them, keeping the original as `cause`).

const PG_UNIQUE_VIOLATION = '23505';

type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } } | null;

export const pgCode = (e: unknown): string | undefined => {
  const err = e as PgErrorLike;
  const code = err?.code ?? err?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

export const isUniqueViolation = (e: unknown): boolean => pgCode(e) === PG_UNIQUE_VIOLATION;

/** A unique violation of this constraint in particular. */
export function isUniqueViolationOf(e: unknown, constraint: string): boolean {
  const err = e as PgErrorLike;
  return isUniqueViolation(e) && (err?.constraint ?? err?.cause?.constraint) === constraint;
}
