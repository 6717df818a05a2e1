CREATE TABLE "answer_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"filled_question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"changed_by_user_id" integer,
	"changed_at" timestamp with time zone NOT NULL,
	"reason" varchar(16) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_revision" ADD CONSTRAINT "answer_revision_filled_question_id_filled_question_id_fk" FOREIGN KEY ("filled_question_id") REFERENCES "public"."filled_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_revision" ADD CONSTRAINT "answer_revision_changed_by_user_id_app_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_revision_filled_question_idx" ON "answer_revision" USING btree ("filled_question_id","version");