ALTER TABLE "door_links" ADD COLUMN "valid_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Links made before worked from when they were made.
UPDATE "door_links" SET "valid_from" = "created_at";
