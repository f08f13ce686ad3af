CREATE TABLE "test_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"tier" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_tier" text,
	"pending_amount" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_subscriptions_amount_check" CHECK ("test_subscriptions"."amount" >= 0),
	CONSTRAINT "test_subscriptions_status_check" CHECK (status in ('incomplete', 'active', 'canceled'))
);
