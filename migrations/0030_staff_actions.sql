CREATE TABLE "staff_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" integer NOT NULL,
	"actor" text NOT NULL,
	"role" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"permission" text NOT NULL,
	"target" jsonb,
	"input" jsonb,
	"status" integer NOT NULL,
	"client_address" text NOT NULL,
	CONSTRAINT "staff_actions_role_check" CHECK (role in ('owner', 'manager', 'editor', 'door')),
	CONSTRAINT "staff_actions_status_check" CHECK ("staff_actions"."status" between 100 and 599)
);
--> statement-breakpoint
CREATE INDEX "staff_actions_at_idx" ON "staff_actions" USING btree ("at","id");--> statement-breakpoint
-- The activity log is append-only: no statement may change or remove what staff did, whoever runs it.
CREATE FUNCTION "staff_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_change" BEFORE UPDATE OR DELETE ON "staff_actions" FOR EACH ROW EXECUTE FUNCTION "staff_actions_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_truncate" BEFORE TRUNCATE ON "staff_actions" FOR EACH STATEMENT EXECUTE FUNCTION "staff_actions_append_only"();
