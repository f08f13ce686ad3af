CREATE TABLE "payment_webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payments_amount_check" CHECK ("test_payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "paid_members" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "paid_members" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paid_members" ADD COLUMN "last_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paid_members" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_status_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_event_idx" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_payments_client_secret_idx" ON "test_payments" USING btree ("client_secret");--> statement-breakpoint
CREATE UNIQUE INDEX "paid_members_manage_token_idx" ON "paid_members" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "paid_members_email_idx" ON "paid_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "payments_provider_subscription_idx" ON "payments" USING btree ("provider","subscription_id");--> statement-breakpoint
ALTER TABLE "paid_members" ADD CONSTRAINT "paid_members_status_check" CHECK (status in ('active', 'past_due', 'canceled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_status_check" CHECK (subscription_status is null or subscription_status in ('active', 'past_due', 'canceled'));