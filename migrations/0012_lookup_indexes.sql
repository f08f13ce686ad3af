CREATE INDEX IF NOT EXISTS "members_unconfirmed_idx" ON "members" USING btree ("created_at") WHERE email_confirmed_at is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_wall_of_fame_idx" ON "members" USING btree ("wall_of_fame_id") WHERE wall_of_fame_id is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_rsvp_idx" ON "tickets" USING btree ("rsvp_id");