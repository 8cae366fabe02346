import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { AppConfig } from './config';

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

function serializeError(err: Error) {
  const out = stdSerializers.err(err) as ReturnType<typeof stdSerializers.err> & { params?: unknown };
  if ('params' in out) out.params = REDACTED;
  out.message = withoutParams(out.message) ?? '';
  out.stack = withoutParams(out.stack) ?? '';
  return out;
}

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization'],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: pathOf(request.url), remoteAddress: request.ip }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}

/**
 * Request ids: a proxy's X-Request-Id when the proxy is trusted and the id is
 * plain, so its access log and ours line up; otherwise a random UUID.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (raw: { headers: Record<string, string | string[] | undefined> }): string => {
    const given = raw.headers['x-request-id'];
    return trustProxy && typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
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
