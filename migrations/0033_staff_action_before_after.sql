ALTER TABLE "staff_actions" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "after" jsonb;