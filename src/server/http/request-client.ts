import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

// The client address of the request under way, for a rule that counts per client deep inside a
// service without every service passing it along: the mail budget gives each client only a share
// of an address's e-mails (docs/mail-budget.md). Work that no request started (a job) has none.

const store = new AsyncLocalStorage<{ client: string }>();

/**
 * Every handler, and whatever it awaits, runs with its request's client address. Set before the
 * handler (after the body is read: reading it leaves the hook's context).
 */
export function rememberRequestClient(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => store.run({ client: request.ip }, done));
}

/** The address of the client whose request is being answered; null in a job. */
export const requestClient = (): string | null => store.getStore()?.client ?? null;
