import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, type ErrorCode, isErrorCode } from '../shared/error-codes';
import { errorAnswer } from '../shared/message-answer';
import { isDatabaseBusy } from './db/constraint-errors';

/**
 * A failure the visitor caused or can act on: its message is shown to them as-is, its code
 * (src/shared/error-codes.ts) tells a program which failure it is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Headers the answer carries too (a 503's Retry-After). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** The answer of a site too busy to do the work now: 503 `service_unavailable` with Retry-After. */
export function busyError(seconds: number): HttpError {
  return new HttpError(
    503,
    'service_unavailable',
    `The site is very busy right now: please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { 'retry-after': String(seconds) },
  );
}

/**
 * Every error becomes { message, code } with the right status; a 5xx never shows internals. An
 * error of Fastify or a plugin gets the code of its status, or its own when it is one of ours
 * (the rate limit's).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      })
      .join('; ');
    return reply.code(400).send({ message: `Invalid request: ${details}`, code: 'invalid_request' });
  }
  // Our own errors say what to do, whatever their status (e.g. 503 while no admin password exists).
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.statusCode).send({ message: error.message, code: error.code });
  }
  // No database connection came free in time, so the statement that needed one never ran: the
  // visitor is asked to try again in a moment, as when the work gate's line is full.
  if (isDatabaseBusy(error)) {
    const busy = busyError(1);
    request.log.warn({ err: error }, 'no database connection came free in time');
    return reply
      .code(busy.statusCode)
      .headers(busy.headers ?? {})
      .send({ message: busy.message, code: busy.code });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = isErrorCode(error.code) ? error.code : codeForStatus(status);
    return reply.code(status).send({ message: error.message, code });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send({ message: 'Something went wrong on our side. Please try again.', code: 'server_error' });
}

/** Route schema entries for the error answers a route gives, all shaped { message, code }. */
export function errorResponses(...codes: number[]): Record<number, typeof errorAnswer> {
  return Object.fromEntries(codes.map((code) => [code, errorAnswer]));
}
