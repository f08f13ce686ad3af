CREATE TABLE "door_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "door_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"quantity" integer NOT NULL,
	"guest_tickets" integer DEFAULT 0 NOT NULL,
	"unit_price" integer NOT NULL,
	"member_price" boolean DEFAULT false NOT NULL,
	"amount" integer NOT NULL,
	"holder_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"provider" text,
	"provider_payment_id" text,
	"order_token_hash" text,
	"guest_month" text,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "ticket_orders_status_check" CHECK (status in ('held', 'paid', 'released')),
	CONSTRAINT "ticket_orders_quantity_check" CHECK ("ticket_orders"."quantity" between 1 and 4),
	CONSTRAINT "ticket_orders_guest_tickets_check" CHECK ("ticket_orders"."guest_tickets" between 0 and 1 and "ticket_orders"."guest_tickets" < "ticket_orders"."quantity"),
	CONSTRAINT "ticket_orders_amount_check" CHECK ("ticket_orders"."unit_price" >= 0 and "ticket_orders"."amount" = "ticket_orders"."unit_price" * ("ticket_orders"."quantity" - "ticket_orders"."guest_tickets"))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"event_id" integer NOT NULL,
	"order_id" integer,
	"rsvp_id" integer,
	"member_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"holder_name" text,
	"guest" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"member_price" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK (status in ('valid', 'refunded', 'cancelled')),
	CONSTRAINT "tickets_price_check" CHECK ("tickets"."price" >= 0),
	CONSTRAINT "tickets_source_check" CHECK ("tickets"."order_id" is not null or "tickets"."price" = 0)
);
--> statement-breakpoint
ALTER TABLE "test_payments" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payments" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "member_price" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_cutoff_hours" integer;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "door_links" ADD CONSTRAINT "door_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_refunds" ADD CONSTRAINT "test_refunds_payment_id_test_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_links_token_idx" ON "door_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "door_links_event_idx" ON "door_links" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ticket_orders_event_idx" ON "ticket_orders" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ticket_orders_member_idx" ON "ticket_orders" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_payment_idx" ON "ticket_orders" USING btree ("provider","provider_payment_id") WHERE provider_payment_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_guest_pass_idx" ON "ticket_orders" USING btree ("member_id","guest_month") WHERE guest_month is not null and status in ('held', 'paid');--> statement-breakpoint
CREATE INDEX "ticket_orders_held_idx" ON "ticket_orders" USING btree ("hold_expires_at") WHERE status = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_idx" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_member_idx" ON "tickets" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "tickets_email_idx" ON "tickets" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_member_price_check" CHECK ("events"."member_price" is null or ("events"."member_price" >= 0 and "events"."member_price" <= "events"."price"));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_refund_cutoff_hours_check" CHECK ("events"."refund_cutoff_hours" is null or "events"."refund_cutoff_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "test_payments" ADD CONSTRAINT "test_payments_amount_refunded_check" CHECK ("test_payments"."amount_refunded" >= 0 and "test_payments"."amount_refunded" <= "test_payments"."amount");--> statement-breakpoint
-- Every RSVP already made gets its ticket (its code for the door), as new RSVPs do.
INSERT INTO "tickets" ("code", "event_id", "rsvp_id", "member_id", "name", "email", "created_at")
SELECT replace(gen_random_uuid()::text, '-', ''), "event_id", "id", "member_id", "name", "email", "created_at"
FROM "rsvps";
