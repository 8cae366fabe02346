// One error type for the whole platform: services throw it, the server's error
// handler turns it into JSON, and the web's API client turns that JSON back into it.

export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  ADMIN_TOKEN_REQUIRED: 401,
  /** The admin password was right; the admin's two-factor code is missing. */
  TWO_FACTOR_REQUIRED: 401,
  /** ADMIN_REQUIRE_TOTP is on and this admin has not set up two-factor sign-in yet. */
  TWO_FACTOR_SETUP_REQUIRED: 403,
  FORBIDDEN: 403,
  BANNED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  INSUFFICIENT_FUNDS: 400,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** The JSON body of every error answer: `error` is the human message the client shows. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: unknown;
  maintenance?: boolean;
}
