-- A check-in made at the door is logged with its door link in place of a session (docs/staff.md#activity).
-- Rows written by the release before (a session, no link) still pass the check.
ALTER TABLE "staff_actions" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "door_link_id" integer;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_made_with_check" CHECK (("staff_actions"."session_id" is null) <> ("staff_actions"."door_link_id" is null));