// One error type for the server: services throw an AppError, the server's error
// handler turns it into the JSON ErrorBody ({ error, code }), and the web's API
// client turns that body into an ApiError carrying the same code. Screens decide
// by the code, never by the message text, which is only shown.

export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  ADMIN_TOKEN_REQUIRED: 401,
  /** The admin password was right; the admin's two-factor code is missing. */
  TWO_FACTOR_REQUIRED: 401,
  /** ADMIN_REQUIRE_TOTP is on and this admin has not set up two-factor sign-in yet. */
  TWO_FACTOR_SETUP_REQUIRED: 403,
  FORBIDDEN: 403,
  /** A free-trial player has used their one raffle entry. */
  ENTRY_LIMIT: 403,
  /** A wager limit, cool-off or self-exclusion the player chose refuses this play (decision 0033). */
  PLAY_LIMIT: 403,
  BANNED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A free-trial player has opened their one Fowl Case (a Premium member's 4-hour wait stays CONFLICT). */
  FREE_CASE_USED: 409,
  // Raffle entry refusals the raffle screens tell apart (spec part 2 §8).
  TRADE_URL_REQUIRED: 400,
  MINIMUM_ENTRY: 400,
  RAFFLE_ENDED: 400,
  ALREADY_ENTERED: 409,
  RAFFLE_FULL: 409,
  /** The trade bot cannot answer now (still signing in to Steam, or Steam is away). */
  BOT_NOT_READY: 409,
  PAYLOAD_TOO_LARGE: 413,
  INSUFFICIENT_FUNDS: 400,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
  /** The payment provider cannot be reached now: nothing was charged or changed; try again in a few minutes (decision 0056). */
  PAYMENT_UNAVAILABLE: 503,
  INTERNAL: 500,
  /** A retired route that answers why it is gone (the browser-decided Defuse la Bomba result). */
  GONE: 410,
} as const;

export type ErrorCode = keyof typeof errorStatus;
/** Every code the server sends: the error body's contract (errorBodySchema) is this list, for OpenAPI and the web alike. */
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

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

/** Whether a value is one of errorCodes: how the web's API client reads `code` off an error answer. */
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(errorStatus, value);

/** The JSON body of every error answer: `error` is the human message the client shows. Its contract is errorBodySchema (contracts/common.ts). */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: unknown;
  maintenance?: boolean;
}
