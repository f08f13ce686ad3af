CREATE TABLE "staff_door_nights" (
	"staff_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_door_nights_staff_id_event_id_pk" PRIMARY KEY("staff_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "door_links" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "door_links" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "staff_door_nights" ADD CONSTRAINT "staff_door_nights_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_door_nights" ADD CONSTRAINT "staff_door_nights_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_door_nights_event_idx" ON "staff_door_nights" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "door_links" ADD CONSTRAINT "door_links_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_links" ADD CONSTRAINT "door_links_staff_check" CHECK (("door_links"."staff_id" is null) = ("door_links"."staff_name" is null));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_check" CHECK (char_length("tickets"."checked_in_by") <= 400);