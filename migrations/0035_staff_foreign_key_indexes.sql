CREATE INDEX "staff_second_steps_staff_idx" ON "staff_second_steps" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "door_links_staff_idx" ON "door_links" USING btree ("staff_id");