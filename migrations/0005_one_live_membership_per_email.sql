ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
-- Hand-written: before this rule two live members could share an e-mail, and the unique index
-- below would refuse to build over them. The oldest live member of each e-mail keeps the
-- membership; each later one is marked canceled, and so is its payment's subscription status, so
-- no later webhook brings it back. Their subscriptions are not touched at the provider: staff
-- find them (paid_members canceled at the migration time) and refund them by hand.
WITH ranked AS (
	SELECT "id", row_number() OVER (PARTITION BY lower("email") ORDER BY "created_at", "id") AS "n"
	FROM "paid_members" WHERE "status" <> 'canceled'
), later AS (
	UPDATE "paid_members" AS m SET "status" = 'canceled', "status_changed_at" = now()
	FROM ranked WHERE m."id" = ranked."id" AND ranked."n" > 1
	RETURNING m."payment_id"
)
UPDATE "payments" AS p SET "subscription_status" = 'canceled', "subscription_status_at" = now(), "updated_at" = now()
FROM later WHERE p."id" = later."payment_id";--> statement-breakpoint
CREATE UNIQUE INDEX "paid_members_live_email_idx" ON "paid_members" USING btree (lower("email")) WHERE status <> 'canceled';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'succeeded', 'failed', 'refunding', 'refunded'));