CREATE TABLE "event_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_categories_name_color_key" UNIQUE("name","color"),
	CONSTRAINT "event_categories_color_check" CHECK (color in ('pink', 'red', 'gold', 'teal', 'cyan', 'blue', 'purple', 'white')),
	CONSTRAINT "event_categories_name_check" CHECK (btrim("event_categories"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "category_color" text DEFAULT 'white' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_name_idx" ON "event_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_lower_name_idx" ON "event_categories" USING btree (lower("name"));--> statement-breakpoint
-- The categories the club had before they were its own: the spec's six in their colours, then the
-- two the event form offered besides (white, as they showed), in the form's order.
INSERT INTO "event_categories" ("name", "color", "position") VALUES
	('NBA', 'pink', 1),
	('NFL', 'teal', 2),
	('UFC', 'red', 3),
	('Poker', 'purple', 4),
	('Dominoes', 'gold', 5),
	('VIP', 'cyan', 6),
	('Cigars', 'white', 7),
	('Spirit Tasting', 'white', 8);--> statement-breakpoint
-- A blank category, or "All Events" (the chip of every event, which an early form offered), is no
-- category: such events become "Other", which staff may rename.
UPDATE "events" SET "category" = 'Other'
	WHERE btrim("category") = ''
		OR lower(btrim(regexp_replace("category", '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'))) = 'all events';--> statement-breakpoint
-- Every other category events have, once per spelling the public filter took as one (nfl and NFL),
-- named by its first spelling in code point order, trimmed: after the usual ones, alphabetically,
-- in the neutral colour.
INSERT INTO "event_categories" ("name", "color", "position")
	SELECT "name", 'white', 8 + row_number() OVER (ORDER BY lower("name") COLLATE "C", "name" COLLATE "C")
	FROM (
		SELECT min(btrim("category") COLLATE "C") AS "name"
		FROM "events"
		WHERE lower(btrim("category")) NOT IN (SELECT lower("name") FROM "event_categories")
		GROUP BY lower(btrim("category"))
	) AS "others";--> statement-breakpoint
-- Each event takes its category's own spelling and colour.
UPDATE "events" SET "category" = c."name", "category_color" = c."color"
	FROM "event_categories" c
	WHERE lower(btrim("events"."category")) = lower(c."name")
		AND ("events"."category" <> c."name" OR "events"."category_color" <> c."color");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_fk" FOREIGN KEY ("category","category_color") REFERENCES "public"."event_categories"("name","color") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("category","category_color");--> statement-breakpoint
-- Whoever writes an event (the app, a script, plain SQL) names only its category: the colour is
-- copied from it here. An unknown category keeps the default colour, and the key refuses the row.
CREATE FUNCTION "event_category_color"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	found_color text;
BEGIN
	SELECT "color" INTO found_color FROM "event_categories" WHERE "name" = NEW."category";
	IF FOUND THEN
		NEW."category_color" := found_color;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_category_color" BEFORE INSERT OR UPDATE OF "category" ON "events" FOR EACH ROW EXECUTE FUNCTION "event_category_color"();
