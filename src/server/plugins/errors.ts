import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorResponses } from '../../core/contracts/common';
import { isAppError, type ErrorBody } from '../../core/errors';
import { isCheckViolation, isDatabaseUnavailable, isUniqueViolation } from '../db/errors';

/** Turns zod issues into one readable line: "body.tradeOfferUrl: must be a string". */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'request';
    return error.validation
      .slice(0, 3)
      .map((v) => {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return `${context}${path ? `.${path}` : ''}: ${v.message}`;
      })
      .join('; ');
  }
  return error.message;
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** A payment provider outage: the player is asked to try again in a few minutes. */
const PAYMENT_RETRY_AFTER_S = 60;

/** Maps every failure to the JSON error body; 5xx answers never carry internals. */
function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (isAppError(error)) {
    return { status: error.status, body: { error: error.message, code: error.code, ...(error.details !== undefined ? { details: error.details } : {}) } };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: { error: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' } };
  if (isUniqueViolation(error)) return { status: 409, body: { error: 'This was already done.', code: 'CONFLICT' } };
  if (isCheckViolation(error)) return { status: 400, body: { error: 'That change is not allowed.', code: 'BAD_REQUEST' } };
  const e = error as FastifyError;
  if (e.validation) return { status: 400, body: { error: describeValidation(e), code: 'BAD_REQUEST' } };
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'The request body is not valid JSON.', code: 'BAD_REQUEST' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'Send the body as application/json.', code: 'BAD_REQUEST' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { error: 'The request body length is wrong.', code: 'BAD_REQUEST' } };
  }
  if (e.statusCode === 429) return { status: 429, body: { error: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' } };
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, body: { error: e.message, code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' } };
}

/** Not encapsulated: the error handler and the onRoute hook are the whole app's. */
export const errorsPlugin = fp(
  async (app) => {
    // Every route that declares its answers gets the one error body for every error
    // status, here rather than in each route: the OpenAPI document lists them, and an
    // error is serialized by the same schema whichever route it comes from. A route's
    // own entries (a 410) are kept. Routes registered after this hook get it.
    app.addHook('onRoute', (route) => {
      if (!route.schema?.response) return;
      route.schema = { ...route.schema, response: { ...errorResponses, ...(route.schema.response as object) } };
    });
    app.setErrorHandler((error, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (body.code === 'UNAVAILABLE') {
        // Expected while the database is away: one warning per request, not an error storm.
        request.log.warn({ err: error }, 'database unavailable');
        return reply.status(status).header('retry-after', '5').send(body);
      }
      if (body.code === 'PAYMENT_UNAVAILABLE') {
        // The payments service has logged the provider's failure with its reason, once.
        return reply.status(status).header('retry-after', String(PAYMENT_RETRY_AFTER_S)).send(body);
      }
      if (status >= 500 || isResponseSerializationError(error)) request.log.error({ err: error }, 'request failed');
      else request.log.debug({ err: error }, 'request refused');
      return reply.status(status).send(body);
    });
  },
  { name: 'fowls-errors', fastify: '5.x' },
);
