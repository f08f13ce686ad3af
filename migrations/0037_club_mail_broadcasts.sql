CREATE TABLE "broadcast_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"broadcast_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"mail_id" integer,
	CONSTRAINT "broadcast_recipients_status_check" CHECK (status in ('waiting', 'queued'))
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"button_label" text,
	"button_url" text,
	"image_url" text,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "broadcasts_status_check" CHECK (status in ('draft', 'scheduled', 'sending', 'sent')),
	CONSTRAINT "broadcasts_scheduled_check" CHECK ("broadcasts"."status" <> 'scheduled' or "broadcasts"."send_at" is not null),
	CONSTRAINT "broadcasts_started_check" CHECK ("broadcasts"."status" not in ('sending', 'sent') or "broadcasts"."started_at" is not null),
	CONSTRAINT "broadcasts_button_check" CHECK (("broadcasts"."button_label" is null) = ("broadcasts"."button_url" is null))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "club_news_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipients_address_idx" ON "broadcast_recipients" USING btree ("broadcast_id",lower("email"));--> statement-breakpoint
CREATE INDEX "broadcast_recipients_waiting_idx" ON "broadcast_recipients" USING btree ("broadcast_id","id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "broadcast_recipients_mail_idx" ON "broadcast_recipients" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_at","id");