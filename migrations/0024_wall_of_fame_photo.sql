ALTER TABLE "wall_of_fame_members" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "wall_of_fame_members" ADD COLUMN "citation" text;--> statement-breakpoint
ALTER TABLE "wall_of_fame_members" ADD CONSTRAINT "wall_of_fame_members_citation_check" CHECK (char_length("wall_of_fame_members"."citation") <= 140);