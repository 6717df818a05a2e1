CREATE TABLE "save_operation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"filled_question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "save_operation" ADD CONSTRAINT "save_operation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_operation" ADD CONSTRAINT "save_operation_filled_question_id_filled_question_id_fk" FOREIGN KEY ("filled_question_id") REFERENCES "public"."filled_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "save_operation_applied_idx" ON "save_operation" USING btree ("applied_at");