CREATE TABLE "staff_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" text NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "staff_members_role_check" CHECK (role in ('owner', 'manager', 'editor', 'door')),
	CONSTRAINT "staff_members_name_check" CHECK (char_length("staff_members"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sign_in_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"link_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sign_in_tokens_linkHash_unique" UNIQUE("link_hash"),
	CONSTRAINT "staff_sign_in_tokens_tries_check" CHECK ("staff_sign_in_tokens"."tries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "staff_sign_in_tokens" ADD CONSTRAINT "staff_sign_in_tokens_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_idx" ON "staff_members" USING btree (lower("email")) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "staff_sign_in_tokens_staff_idx" ON "staff_sign_in_tokens" USING btree ("staff_id","created_at");--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_staff_idx" ON "admin_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_actions_staff_idx" ON "staff_actions" USING btree ("staff_id","at");