-- Each table the dashboard counts has a version: a sequence that every statement changing the
-- table (insert, update, delete, truncate) moves on, whichever process or script sent it. A count
-- remembered with the versions it was made at stays right while they stay the same
-- (src/server/cache/count-cache.ts). Sequences take no row lock, so writers never wait on each other.
CREATE FUNCTION "bump_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval(TG_ARGV[0]::regclass);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "events_version";--> statement-breakpoint
CREATE TRIGGER "events_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('events_version');--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "products_version";--> statement-breakpoint
CREATE TRIGGER "products_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('products_version');--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "members_version";--> statement-breakpoint
CREATE TRIGGER "members_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('members_version');--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "paid_members_version";--> statement-breakpoint
CREATE TRIGGER "paid_members_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "paid_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('paid_members_version');--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "tickets_version";--> statement-breakpoint
CREATE TRIGGER "tickets_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('tickets_version');--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "ticket_orders_version";--> statement-breakpoint
CREATE TRIGGER "ticket_orders_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ticket_orders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('ticket_orders_version');--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "rsvps_version";--> statement-breakpoint
CREATE TRIGGER "rsvps_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rsvps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('rsvps_version');--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "contact_messages_version";--> statement-breakpoint
CREATE TRIGGER "contact_messages_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('contact_messages_version');
