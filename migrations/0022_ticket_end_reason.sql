ALTER TABLE "tickets" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_end_reason_check" CHECK (char_length("tickets"."end_reason") <= 200);