CREATE TABLE "structure_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_type_id" integer NOT NULL,
	"user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(64) NOT NULL,
	"level" varchar(16) NOT NULL,
	"entity_id" integer,
	"version" integer NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "structure_version" (
	"questionnaire_type_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "structure_version_questionnaire_type_id_version_pk" PRIMARY KEY("questionnaire_type_id","version")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_type" ADD COLUMN "structure_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD COLUMN "structure_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "structure_change" ADD CONSTRAINT "structure_change_questionnaire_type_id_questionnaire_type_id_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_change" ADD CONSTRAINT "structure_change_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_version" ADD CONSTRAINT "structure_version_questionnaire_type_id_questionnaire_type_id_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "structure_change_type_idx" ON "structure_change" USING btree ("questionnaire_type_id","changed_at");--> statement-breakpoint
CREATE INDEX "structure_change_user_idx" ON "structure_change" USING btree ("questionnaire_type_id","user_id");