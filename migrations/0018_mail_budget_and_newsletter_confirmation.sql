-- One mail budget per inbox (docs/mail-budget.md), and the newsletter's double opt-in: existing
-- subscribers count as confirmed; a new sign-up waits for its link (docs/newsletter.md).
CREATE TABLE "mail_budget_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_budget_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address_hash" text NOT NULL,
	"client" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_budget_sends_address_idx" ON "mail_budget_sends" USING btree ("address_hash","sent_at");--> statement-breakpoint
CREATE INDEX "mail_budget_sends_sent_idx" ON "mail_budget_sends" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_pending_idx" ON "newsletter_subscribers" USING btree ("confirm_expires_at") WHERE confirmed_at is null;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirmTokenHash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_pending_check" CHECK ("newsletter_subscribers"."confirmed_at" is not null or ("newsletter_subscribers"."confirm_token_hash" is not null and "newsletter_subscribers"."confirm_expires_at" is not null));