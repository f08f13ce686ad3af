CREATE TABLE "staff_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_second_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_second_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_second_steps_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_second_steps_tries_check" CHECK ("staff_second_steps"."tries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_second_steps" ADD CONSTRAINT "staff_second_steps_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_hash_idx" ON "staff_recovery_codes" USING btree ("staff_id","code_hash");--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_totp_check" CHECK (("staff_members"."totp_secret" is null) = ("staff_members"."totp_enabled_at" is null));