import type { FastifyInstance } from 'fastify';
import { buildEvent } from '../../src/server/db/factories';
import { events } from '../../src/server/db/schema';
import { freshAddress } from './members';

/** A $25 "Fight Night" (or as overridden) written straight to the database. */
export async function pricedEvent(app: FastifyInstance, overrides: Parameters<typeof buildEvent>[0] = {}) {
  const [row] = await app.db
    .insert(events)
    .values(buildEvent({ title: 'Fight Night', price: 2500, ...overrides }))
    .returning();
  return row;
}

/** A buyer of `n` tickets with an e-mail of their own. */
export const buyer = (n = 1) => ({
  name: 'Rosa Diaz',
  email: `rosa-${freshAddress()}@example.com`,
  quantity: n,
});
