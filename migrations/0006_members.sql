CREATE TABLE "introductory_offers" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"wall_of_fame_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"link_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_tokens_linkHash_unique" UNIQUE("link_hash"),
	CONSTRAINT "sign_in_tokens_tries_check" CHECK ("sign_in_tokens"."tries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "paid_members" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "paid_members" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paid_members" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "paid_members" ADD COLUMN "pending_tier" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "introductory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_token_hash" text;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "introductory_offers" ADD CONSTRAINT "introductory_offers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_wall_of_fame_id_wall_of_fame_members_id_fk" FOREIGN KEY ("wall_of_fame_id") REFERENCES "public"."wall_of_fame_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD CONSTRAINT "sign_in_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_expires_idx" ON "member_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sign_in_requests_key_idx" ON "sign_in_requests" USING btree ("key","requested_at");--> statement-breakpoint
CREATE INDEX "sign_in_tokens_member_idx" ON "sign_in_tokens" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "paid_members" ADD CONSTRAINT "paid_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paid_members_member_idx" ON "paid_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "rsvps_member_idx" ON "rsvps" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "rsvps_email_idx" ON "rsvps" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "paid_members" ADD CONSTRAINT "paid_members_pending_tier_check" CHECK (pending_tier is null or pending_tier in ('premium', 'inner_circle'));--> statement-breakpoint
-- Every existing paid member becomes a member (one per e-mail, whatever its letter case): the
-- latest membership names them, the first one dates their joining; paying proved the address.
INSERT INTO "members" ("name", "email", "email_confirmed_at", "joined_at", "created_at")
SELECT DISTINCT ON (lower(pm."email")) pm."name", pm."email", first."joined", first."joined", first."joined"
FROM "paid_members" pm
JOIN (SELECT lower("email") AS "address", min("created_at") AS "joined" FROM "paid_members" GROUP BY lower("email")) first
  ON first."address" = lower(pm."email")
ORDER BY lower(pm."email"), pm."created_at" DESC, pm."id" DESC;--> statement-breakpoint
UPDATE "paid_members" AS pm SET "member_id" = m."id" FROM "members" m WHERE lower(m."email") = lower(pm."email");--> statement-breakpoint
-- A paid member has had the first-month offer, or never needed it.
INSERT INTO "introductory_offers" ("email_hash", "created_at")
SELECT DISTINCT encode(sha256(convert_to(lower("email"), 'UTF8')), 'hex'), now() FROM "paid_members"
ON CONFLICT DO NOTHING;
