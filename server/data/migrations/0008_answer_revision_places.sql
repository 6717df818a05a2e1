ALTER TABLE "answer_revision" DROP CONSTRAINT "answer_revision_filled_question_id_filled_question_id_fk";
--> statement-breakpoint
ALTER TABLE "answer_revision" ALTER COLUMN "filled_question_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_revision" ADD COLUMN "filled_subform_id" integer;--> statement-breakpoint
ALTER TABLE "answer_revision" ADD COLUMN "question_id" integer;--> statement-breakpoint
ALTER TABLE "answer_revision" ADD COLUMN "instance_name" varchar(200);--> statement-breakpoint
ALTER TABLE "answer_revision" ADD CONSTRAINT "answer_revision_filled_subform_id_filled_subform_id_fk" FOREIGN KEY ("filled_subform_id") REFERENCES "public"."filled_subform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_revision" ADD CONSTRAINT "answer_revision_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_revision" ADD CONSTRAINT "answer_revision_filled_question_id_filled_question_id_fk" FOREIGN KEY ("filled_question_id") REFERENCES "public"."filled_question"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_revision_place_idx" ON "answer_revision" USING btree ("filled_subform_id","question_id");--> statement-breakpoint
UPDATE "answer_revision" SET "filled_subform_id" = "filled_question_list"."filled_subform_id", "question_id" = "filled_question"."question_id", "instance_name" = "filled_question_list"."name" FROM "filled_question" JOIN "filled_question_list" ON "filled_question_list"."id" = "filled_question"."filled_question_list_id" WHERE "filled_question"."id" = "answer_revision"."filled_question_id";
