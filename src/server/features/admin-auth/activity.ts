import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../shared/staff-roles';
import type { Executor } from '../../db/client';
import { findRowById, type TableWithId } from '../../db/rows-by-id';
import { insertStaffAction } from './activity-repository';

// The staff activity log (docs/staff.md#activity): every write made through the admin API, and
// every one refused to a role, is recorded by the admin API's own hook as its answer is about to
// leave, so a new route cannot forget it and the record exists before staff see the answer. The
// door API's hook does the same for what is done at the door with a door link.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The most of a request's input kept (as JSON text); a larger one is noted as such. */
export const MAX_INPUT_CHARS = 8_000;

/**
 * A value as the log keeps it (what staff sent, a target before or after): JSON objects and
 * arrays only, at most MAX_INPUT_CHARS of it; a NUL, which JSON in the database cannot hold,
 * shows as U+FFFD.
 */
export function recordedInput(body: unknown): unknown {
  if (body === undefined || body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return null;
  const text = JSON.stringify(body, (_key, value) =>
    typeof value === 'string' ? value.replaceAll('\u0000', '\uFFFD') : value,
  );
  if (text === undefined) return null;
  return text.length > MAX_INPUT_CHARS ? { omitted: `${text.length} characters` } : JSON.parse(text);
}

const BEFORE = Symbol('staff action: the target before');
type WithBefore = FastifyRequest & { [BEFORE]?: unknown };

/**
 * The usual `config.snapshot`: the row of `table` whose id is the route's `:id`, as it is before
 * the write (its secrets blanked like any value in the log).
 */
export function rowBefore(table: TableWithId): Snapshot {
  return async (app, request) => {
    const id = Number((request.params as { id?: unknown }).id);
    return Number.isSafeInteger(id) ? ((await findRowById(app.db, table, id)) ?? null) : null;
  };
}

/** How a write route reads its target before it runs, for the log (admin-api.ts, `config.snapshot`). */
export type Snapshot = (app: FastifyInstance, request: FastifyRequest) => Promise<unknown>;

/**
 * Whether a write route must say what its target was: every PUT, PATCH and DELETE, and every
 * write on an `/:id` address, acts on something that was there before. Checked as routes are
 * registered, so a new route cannot forget it (`snapshot: false` says the route only makes
 * something new for its target, e.g. a sign-in link for a member).
 */
export function needsSnapshot(method: string, url: string): boolean {
  return (
    method === 'PUT' || method === 'PATCH' || method === 'DELETE' || (method === 'POST' && /\/:\w+/.test(url))
  );
}

/** Reads the target of a write as it is before the route runs, if the route says how. */
export async function takeSnapshot(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const snapshot = request.routeOptions.config.snapshot;
  if (typeof snapshot !== 'function' || !WRITES.has(request.method)) return;
  try {
    (request as WithBefore)[BEFORE] = await snapshot(app, request);
  } catch (err) {
    // The write goes on; the log says only what it can.
    request.log.warn({ err }, 'the target of a staff action could not be read before it ran');
  }
}

/**
 * Fields of an answer (or a target) that are a permission by themselves: a door link's or a
 * ticket page's address, a ticket's code, a signed upload address, a token. The log keeps the
 * field, never its value: whoever reads the log or its CSV must not be able to use them.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'url',
  'code',
  // What a row keeps of a secret: not the secret, but no business of the log either.
  'tokenHash',
  'shortCode',
  'token',
  'secret',
  'uploadURL',
  'signature',
  // A one-time-code app's secret as it is set up, and the recovery codes shown once.
  'uri',
  'qrSvg',
  'recoveryCodes',
]);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELDS.has(key) ? '[redacted]' : withoutSecrets(field),
    ]),
  );
}

/** What a write answered, as JSON (the saved item, as a rule), for the log's "after". */
function answered(payload: unknown): unknown {
  if (typeof payload !== 'string' || !/^\s*[[{]/.test(payload)) return null;
  try {
    return recordedInput(withoutSecrets(JSON.parse(payload)));
  } catch {
    return null;
  }
}

/** Records the request if it is a staff write (or a refused one); a failure is logged, never the answer's. */
export async function recordStaffAction(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const session = request.adminSession;
  const permission = request.routeOptions.config.permission;
  if (!session || !permission || !WRITES.has(request.method)) return;
  const params = request.params as Record<string, unknown> | undefined;
  try {
    await insertStaffAction(app.db, {
      sessionId: session.id,
      staffId: session.staffId,
      actor: session.actor,
      role: session.role,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      permission,
      target: params && Object.keys(params).length > 0 ? params : null,
      input: reply.statusCode < 400 ? recordedInput(withoutSecrets(request.body)) : null,
      before: reply.statusCode < 400 ? recordedInput(withoutSecrets((request as WithBefore)[BEFORE])) : null,
      after: reply.statusCode < 400 ? answered(payload) : null,
      status: reply.statusCode,
      clientAddress: request.ip,
    });
  } catch (err) {
    request.log.error({ err }, 'a staff action could not be recorded in the activity log');
  }
}

/** A request made at the door with a door link, as the door API's hook hands it over. */
export interface DoorAction {
  link: { id: number; eventId: number; label: string; staffId: number | null; staffName: string | null };
  /** The role of the door person whose own screen the link is, as it is now; null for a helper's link. */
  staffRole: StaffRole | null;
  method: string;
  route: string;
  body: unknown;
  status: number;
  /** The answer as sent (JSON text). */
  payload: unknown;
  clientAddress: string;
}

/**
 * Records a write made at the door (a check-in tried, let in or refused): who by the link's
 * person or label, what on which night, and what the door answered, its secrets blanked (the
 * ticket's code among them). A helper's link without an account acts with the door role.
 */
export async function recordDoorAction(db: Executor, action: DoorAction): Promise<void> {
  const { link } = action;
  await insertStaffAction(db, {
    doorLinkId: link.id,
    staffId: link.staffId,
    actor: link.staffName ?? `Door link “${link.label}”`,
    role: action.staffRole ?? 'door',
    method: action.method,
    route: action.route,
    permission: 'door',
    target: { eventId: link.eventId },
    input: action.status < 400 ? recordedInput(withoutSecrets(action.body)) : null,
    before: null,
    after: action.status < 400 ? answered(action.payload) : null,
    status: action.status,
    clientAddress: action.clientAddress,
  });
}
