CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
-- Sessions and waitlist places are kept in the processes (docs/decisions/0020): a version for each,
-- moved by every statement that changes the table, from any process or script.
CREATE SEQUENCE IF NOT EXISTS "member_sessions_version";--> statement-breakpoint
CREATE TRIGGER "member_sessions_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "member_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('member_sessions_version');--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "waitlist_entries_version";--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "waitlist_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"('waitlist_entries_version');
