-- Trigram indexes for the lists' "contains" search (pg_trgm: trusted, so the database owner may create it;
-- PGlite loads it as a contrib extension). Hand-added: drizzle-kit does not write extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "questionnaire_type_idx";--> statement-breakpoint
CREATE INDEX "app_user_email_trgm_idx" ON "app_user" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unit_description_trgm_idx" ON "unit" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unit_number_trgm_idx" ON "unit" USING gin (lower("number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaire_status_idx" ON "questionnaire" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "questionnaire_type_idx" ON "questionnaire" USING btree ("questionnaire_type_id","id");