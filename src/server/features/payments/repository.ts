import type { Executor } from '../../db/client';
import { paymentWebhookEvents } from '../../db/schema';

// The SQL of the provider's deliveries: each event id once (a unique index on provider and id).

/** Records a delivered event's id; false when it was already recorded (a replayed delivery). */
export async function recordDelivery(
  tx: Executor,
  event: { provider: string; eventId: string; type: string },
): Promise<boolean> {
  const [fresh] = await tx
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return Boolean(fresh);
}
