DROP INDEX "events_date_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "events_date_id_idx" ON "events" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "paid_members_created_idx" ON "paid_members" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rsvps_event_created_idx" ON "rsvps" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_event_created_idx" ON "tickets" USING btree ("event_id","created_at","id");