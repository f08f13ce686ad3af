import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageAnswer } from '../shared/message-answer';

/** A failure the visitor caused or can act on: its message is shown to them as-is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Every error becomes { message } with the right status; a 5xx never shows internals. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      })
      .join('; ');
    return reply.code(400).send({ message: `Invalid request: ${details}` });
  }
  // Our own errors say what to do, whatever their status (e.g. 503 while no admin password exists).
  if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
}

/** Route schema entries for the error answers a route gives, all shaped { message }. */
export function errorResponses(...codes: number[]): Record<number, typeof messageAnswer> {
  return Object.fromEntries(codes.map((code) => [code, messageAnswer]));
}
