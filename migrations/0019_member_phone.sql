ALTER TABLE "members" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_phone_check" CHECK (char_length("members"."phone") between 7 and 30);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_phone_check" CHECK (char_length("payments"."phone") between 7 and 30);