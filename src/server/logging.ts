import { randomUUID } from 'node:crypto';
import { LogController, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig, TrustProxy } from './config';
import { trustsPeer } from './http/proxy-trust';

// Fastify's own JSON logger (pino). Every line written inside a request carries its
// `reqId`. What could carry a secret never reaches a line: query strings (OpenID
// assertions, checkout references) are cut from logged URLs, headers are not logged
// (cookies and bearer tokens are redacted should one ever be), and a failed query's
// parameters are cut from its error.

const REDACTED = '[redacted]';

/** The path, without the query string. */
export const pathOf = (url: string): string => {
  const i = url.indexOf('?');
  return i === -1 ? url : `${url.slice(0, i)}?${REDACTED}`;
};

const withoutParams = (text: string | undefined): string | undefined => text?.replace(/\nparams: .*/g, `\nparams: ${REDACTED}`);

/** Where log lines go: anything with a `write(line)`, as Fastify's logger takes it. */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };
type ErrorLike = { message: string; stack?: unknown; cause?: unknown; errors?: unknown; constructor?: unknown; name?: unknown };
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** The chain of causes (drizzle wraps the driver's error as `cause`), stopping at a loop. */
function chainOf(err: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e: unknown = err; isErrorLike(e) && !chain.includes(e); e = e.cause) chain.push(e);
  return chain;
}

/**
 * An error as one JSON object, in the shape pino's standard serializer gives it:
 * `type`, `message` and `stack` with the causes appended, the errors of an
 * AggregateError, and the error's own fields. A failed query's `params` and the
 * `params:` line of its message never appear.
 */
function serializeError(err: ErrorLike, seen: Set<unknown> = new Set()): SerializedError {
  seen.add(err);
  const chain = chainOf(err);
  const out: SerializedError = {
    type: typeof err.constructor === 'function' ? err.constructor.name : String(err.name),
    message: withoutParams(chain.map((e) => e.message).join(': ')) ?? '',
    stack: withoutParams(chain.map((e) => (typeof e.stack === 'string' ? e.stack : '')).join('\ncaused by: ')) ?? '',
  };
  if (Array.isArray(err.errors)) out.aggregateErrors = err.errors.map((e: unknown) => (isErrorLike(e) ? serializeError(e, seen) : e));
  for (const key in err) {
    if (key in out || key === 'cause') continue;
    const value = (err as Record<string, unknown>)[key];
    if (!isErrorLike(value)) out[key] = value;
    else if (!seen.has(value)) out[key] = serializeError(value, seen);
  }
  if ('params' in out) out.params = REDACTED;
  return out;
}

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // ISO 8601 in UTC rather than pino's epoch milliseconds, so an operator reads a line's time as it is
    // (pino.stdTimeFunctions.isoTime, written out: pino is Fastify's, not a dependency of ours).
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization'],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: pathOf(request.url), remoteAddress: request.ip }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      // pino hands over whatever was logged as `err`; only an error is reshaped.
      err: (err: unknown) => (isErrorLike(err) ? serializeError(err) : (err as SerializedError)),
    },
  };
}

/**
 * Request ids: a proxy's X-Request-Id when the request comes from a trusted proxy and
 * the id is plain, so its access log and ours line up; otherwise a random UUID, also for
 * a client that reaches the instance directly.
 */
export function requestIdGenerator(trustProxy: TrustProxy) {
  const fromTrustedProxy = trustsPeer(trustProxy);
  return (raw: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } }): string => {
    const given = raw.headers['x-request-id'];
    return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) && fromTrustedProxy(raw.socket?.remoteAddress) ? given : randomUUID();
  };
}

/**
 * Per-request lines cost time on every call, so a request writes one line when it
 * completes, at debug level (LOG_LEVEL=debug shows them); errors still log at error.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }
}
