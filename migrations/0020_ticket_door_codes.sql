ALTER TABLE "tickets" ADD COLUMN "short_code" text DEFAULT translate(upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)), '01', 'GH') NOT NULL;--> statement-breakpoint
-- Each existing ticket drew its own code; one that met another of its event's draws again, so the
-- index below can be made.
UPDATE "tickets" SET "short_code" = translate(upper(substr(md5(random()::text || clock_timestamp()::text || "id"::text), 1, 8)), '01', 'GH')
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "event_id", "short_code" ORDER BY "id") AS "n" FROM "tickets"
  ) AS "drawn" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_event_short_code_idx" ON "tickets" USING btree ("event_id","short_code");
