CREATE TABLE "complimentary_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complimentary_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"tier" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complimentary_memberships_tier_check" CHECK (tier in ('premium', 'inner_circle')),
	CONSTRAINT "complimentary_memberships_period_check" CHECK ("complimentary_memberships"."ends_at" > "complimentary_memberships"."starts_at"),
	CONSTRAINT "complimentary_memberships_reason_check" CHECK (char_length("complimentary_memberships"."reason") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "complimentary_memberships" ADD CONSTRAINT "complimentary_memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complimentary_memberships_open_idx" ON "complimentary_memberships" USING btree ("member_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "complimentary_memberships_member_idx" ON "complimentary_memberships" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_staff_note_check" CHECK (char_length("members"."staff_note") between 1 and 2000);--> statement-breakpoint
-- The Members tab counts tiers: a complimentary membership given, ended or run out moves them.
CREATE SEQUENCE IF NOT EXISTS "complimentary_memberships_version";--> statement-breakpoint
CREATE TRIGGER "complimentary_memberships_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "complimentary_memberships" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('complimentary_memberships_version');
