-- A membership paid for an address with history waits for the address's owner ('awaiting_owner'),
-- unless the owner started the checkout signed in (owner_signed_in); the checkout's browser is
-- signed in once (checkout_signed_in_at) and keeps seeing its member. docs/members.md "Who is who".
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "owner_signed_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'awaiting_owner', 'succeeded', 'failed', 'refunding', 'refunded'));