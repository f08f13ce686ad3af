-- Seat budgets (docs/tickets.md#budgets): the client key of holds and RSVPs; a visitor's waitlist
-- entry is offered seats only once its address is confirmed (existing entries count as confirmed).
DROP INDEX "waitlist_entries_queue_idx";--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "rsvps_client_idx" ON "rsvps" USING btree ("client_key","created_at") WHERE client_key is not null;--> statement-breakpoint
CREATE INDEX "ticket_orders_held_client_idx" ON "ticket_orders" USING btree ("client_key","event_id") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "ticket_orders_held_event_idx" ON "ticket_orders" USING btree ("event_id",lower("email")) WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("event_id","priority" DESC NULLS LAST,"created_at","id") WHERE status = 'waiting' and confirmed_at is not null;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_confirmed_check" CHECK ("waitlist_entries"."status" not in ('offered', 'claimed') or "waitlist_entries"."confirmed_at" is not null);