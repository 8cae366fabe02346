import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from '../../core/errors';
import { expireAdminToken, getAdminToken } from './admin-token';
import { ContractRef } from './contract-ref';

// The one way the browser talks to the API (spec part 1 §7-8): credentials always
// sent, JSON bodies, and every non-OK answer turned into an ApiError whose message
// is `${status}: ${body text or status text}` and whose `code` is the server's
// AppError code. Screens decide by that code; the message text is only shown.

export const MAINTENANCE_PATH = '/maintenance';
export const ADMIN_SESSION_EXPIRED = 'Admin session expired. Please login again.';

/** An error answer from the API. `serverMessage` is the JSON body's `error` text, when there is one. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body, or the raw text when it was not JSON, or null when empty. */
  readonly body: unknown;
  readonly serverMessage: string | undefined;
  /** The server's AppError code; undefined when the answer did not come from our error handler (a proxy's 502). */
  readonly code: ErrorCode | undefined;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    this.serverMessage = typeof record.error === 'string' ? record.error : undefined;
    this.code = isErrorCode(record.code) ? record.code : undefined;
  }
}

/** Thrown by admin calls on 401: the admin token has been cleared and the login form must show again. */
export class AdminSessionExpiredError extends ApiError {
  constructor(body: unknown) {
    super(ADMIN_SESSION_EXPIRED, 401, body);
    this.name = 'AdminSessionExpiredError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
/** Whether the call failed with one of these AppError codes. */
export const hasErrorCode = (e: unknown, ...codes: ErrorCode[]): e is ApiError => isApiError(e) && e.code !== undefined && codes.includes(e.code);
export const isAdminSessionExpired = (e: unknown): e is AdminSessionExpiredError => e instanceof AdminSessionExpiredError;

/**
 * The text to show a user for a failed call: the server's own `error` text when it
 * explains a refusal the user can act on (a 4xx other than 401), else the fallback.
 * 5xx texts are generic by design and 401 texts speak to developers, not players.
 */
export function userFacingMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.serverMessage;
  }
  return fallback;
}

/**
 * Whether a call got no answer at all (offline, DNS, a refused connection): fetch
 * rejects with a TypeError then, worded differently by each browser ('Failed to
 * fetch', 'Load failed', 'NetworkError when…'), so screens say it in their own words.
 */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

export type On401 = 'throw' | 'returnNull';

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a JSON content type. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request finish when the page is left or closed meanwhile (fetch's keepalive). */
  keepalive?: boolean;
  /** 'returnNull' resolves 401 answers to null instead of throwing (the current-user query). */
  on401?: On401;
  /** Parses the answer so screens get the contract's types, not a cast (a ContractRef: once it has loaded). */
  schema?: z.ZodType<T> | ContractRef<T>;
  /** Adds the admin portal's token when one is held: a player route that admins in the portal may also use (a raffle's chat). */
  withAdminToken?: boolean;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isMaintenanceAnswer(status: number, body: unknown): boolean {
  return status === 503 && typeof body === 'object' && body !== null && (body as { maintenance?: unknown }).maintenance === true;
}

/**
 * Sends the browser to the maintenance page. Returns false when it is already
 * there, so that page's own polling sees an ordinary error and keeps polling.
 */
function redirectToMaintenance(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.location.pathname === MAINTENANCE_PATH) return false;
  window.location.assign(MAINTENANCE_PATH);
  return true;
}

// A promise that never settles: the page is being replaced, and settling it
// either way would flash a loading end or an error toast on the way out.
const never = <T>(): Promise<T> => new Promise<T>(() => {});

async function request<T>(
  path: string,
  options: ApiFetchOptions<T>,
  extraHeaders: Record<string, string>,
): Promise<{ response: Response; body: unknown; text: string }> {
  const adminToken = options.withAdminToken ? getAdminToken() : null;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(adminToken ? { Authorization: `Bearer ${adminToken}` } : {}),
    ...extraHeaders,
    ...options.headers,
  };
  const init: RequestInit = {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers,
    signal: options.signal,
    keepalive: options.keepalive,
  };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  return { response, body: parseBody(text), text };
}

function finish<T>(response: Response, body: unknown, text: string, options: ApiFetchOptions<T>): T {
  if (!response.ok) {
    throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, body);
  }
  const schema = options.schema instanceof ContractRef ? options.schema.schema : options.schema;
  return schema ? schema.parse(body) : (body as T);
}

export function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> & { on401: 'returnNull' }): Promise<T | null>;
export function apiFetch<T = unknown>(path: string, options?: ApiFetchOptions<T>): Promise<T>;
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T | null> {
  const { response, body, text } = await request(path, options, {});
  if (isMaintenanceAnswer(response.status, body) && redirectToMaintenance()) return never<T>();
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  return finish(response, body, text, options);
}

/**
 * Admin calls: adds the portal token as a bearer. A 401 means the token is gone or
 * expired, so it is cleared and the caller gets an AdminSessionExpiredError.
 */
export async function adminFetch<T = unknown>(path: string, options: Omit<ApiFetchOptions<T>, 'on401'> = {}): Promise<T> {
  const token = getAdminToken();
  const { response, body, text } = await request(path, options, token ? { Authorization: `Bearer ${token}` } : {});
  if (isMaintenanceAnswer(response.status, body) && redirectToMaintenance()) return never<T>();
  if (response.status === 401) {
    expireAdminToken();
    throw new AdminSessionExpiredError(body);
  }
  return finish(response, body, text, options);
}
