CREATE TABLE "upload_claims" (
	"object_key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_claims_claimed_idx" ON "upload_claims" USING btree ("claimed_at");