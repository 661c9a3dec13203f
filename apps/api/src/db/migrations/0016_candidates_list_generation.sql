-- The candidate list's generation (schema/lists.ts, lib/page-anchors.ts): bumped once per statement that changes
-- which candidates the list holds, their order, or what it filters on (name, kana, nationality, status, application
-- date, deletion). Other updates (texts, files, version) keep it, and so do interviews (read fresh on every page).
INSERT INTO "list_generations" ("name", "value") VALUES ('candidates', (extract(epoch FROM clock_timestamp()) * 1000000)::bigint);--> statement-breakpoint
CREATE TRIGGER "candidates_list_generation" AFTER INSERT OR DELETE OR TRUNCATE ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('candidates');--> statement-breakpoint
CREATE TRIGGER "candidates_list_generation_update"
  AFTER UPDATE OF "name", "name_kana", "country", "status", "application_date", "deleted_at" ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_generation_bump"('candidates');
