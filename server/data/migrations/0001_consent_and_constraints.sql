CREATE TABLE "audit_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"action" varchar(64) NOT NULL,
	"unit_id" integer,
	"subject_user_id" integer,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "setup_token" (
	"id" integer PRIMARY KEY NOT NULL,
	"token" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setup_token_single_row" CHECK ("setup_token"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "unit_assignment" ADD COLUMN "status" varchar(16) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Assignments made before owners were asked keep their access; owners see and may revoke each one.
UPDATE "unit_assignment" SET "status" = 'accepted';--> statement-breakpoint
ALTER TABLE "unit_assignment" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_assignment" ADD COLUMN "decided_by_user_id" integer;--> statement-breakpoint
CREATE INDEX "audit_event_occurred_idx" ON "audit_event" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_event_unit_idx" ON "audit_event" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "audit_event_subject_idx" ON "audit_event" USING btree ("subject_user_id");--> statement-breakpoint
ALTER TABLE "unit_assignment" ADD CONSTRAINT "unit_assignment_decided_by_user_id_app_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_one_super_user_idx" ON "app_user" USING btree ("is_super_user") WHERE "app_user"."is_super_user";--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_email_trimmed" CHECK ("app_user"."email" = btrim("app_user"."email") and "app_user"."email" <> '');--> statement-breakpoint
ALTER TABLE "unit_assignment" ADD CONSTRAINT "unit_assignment_status_check" CHECK ("unit_assignment"."status" in ('pending', 'accepted'));