import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { insertStaffAction } from './activity-repository';

// The staff activity log (docs/staff.md#activity): every write made through the admin API, and
// every one refused to a role, is recorded by the admin API's own hook as its answer is about to
// leave, so a new route cannot forget it and the record exists before staff see the answer.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The most of a request's input kept (as JSON text); a larger one is noted as such. */
export const MAX_INPUT_CHARS = 8_000;

/** Who a session is, as the log names them (staff accounts will name the person). */
export const SHARED_PASSWORD_ACTOR = 'Shared admin password';

/** What staff sent, as it was applied (JSON bodies only); a NUL, which JSON in the database cannot hold, shows as U+FFFD. */
export function recordedInput(body: unknown): unknown {
  if (body === undefined || body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return null;
  const text = JSON.stringify(body, (_key, value) =>
    typeof value === 'string' ? value.replaceAll('\u0000', '\uFFFD') : value,
  );
  if (text === undefined) return null;
  return text.length > MAX_INPUT_CHARS ? { omitted: `${text.length} characters` } : JSON.parse(text);
}

/** Records the request if it is a staff write (or a refused one); a failure is logged, never the answer's. */
export async function recordStaffAction(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const session = request.adminSession;
  const permission = request.routeOptions.config.permission;
  if (!session || !permission || !WRITES.has(request.method)) return;
  const params = request.params as Record<string, unknown> | undefined;
  try {
    await insertStaffAction(app.db, {
      sessionId: session.id,
      actor: SHARED_PASSWORD_ACTOR,
      role: session.role,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      permission,
      target: params && Object.keys(params).length > 0 ? params : null,
      input: reply.statusCode < 400 ? recordedInput(request.body) : null,
      status: reply.statusCode,
      clientAddress: request.ip,
    });
  } catch (err) {
    request.log.error({ err }, 'a staff action could not be recorded in the activity log');
  }
}
