CREATE TABLE "approval_action" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"filled_form_id" integer,
	CONSTRAINT "approval_action_kind_check" CHECK ("approval_action"."kind" in ('formSubmitted', 'confirmed', 'unblocked'))
);
--> statement-breakpoint
ALTER TABLE "approval_action" ADD CONSTRAINT "approval_action_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_action" ADD CONSTRAINT "approval_action_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_action" ADD CONSTRAINT "approval_action_filled_form_id_filled_form_id_fk" FOREIGN KEY ("filled_form_id") REFERENCES "public"."filled_form"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_action_questionnaire_idx" ON "approval_action" USING btree ("questionnaire_id");