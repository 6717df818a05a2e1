CREATE TABLE "locale" (
	"id" integer PRIMARY KEY NOT NULL,
	"locale_name" varchar(8) NOT NULL,
	CONSTRAINT "locale_locale_name_unique" UNIQUE("locale_name")
);
--> statement-breakpoint
CREATE TABLE "translated_text" (
	"id" serial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation" (
	"text_id" integer NOT NULL,
	"locale_id" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "translation_text_id_locale_id_pk" PRIMARY KEY("text_id","locale_id")
);
--> statement-breakpoint
CREATE TABLE "answer_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	CONSTRAINT "answer_type_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "institution" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"institution_type_id" integer NOT NULL,
	"text_id" integer NOT NULL,
	"order_key" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "institution_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "institution_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"text_id" integer NOT NULL,
	"order_key" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "institution_type_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "institution_type_unit_type" (
	"institution_type_id" integer NOT NULL,
	"unit_type_id" integer NOT NULL,
	CONSTRAINT "institution_type_unit_type_institution_type_id_unit_type_id_pk" PRIMARY KEY("institution_type_id","unit_type_id")
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"text_id" integer NOT NULL,
	CONSTRAINT "role_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "unit_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"text_id" integer NOT NULL,
	"order_key" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "unit_type_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(100) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"locale_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"is_super_user" boolean DEFAULT false NOT NULL,
	"institution_type_id" integer,
	"institution_id" integer,
	"email_verified" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"accepted_rodo_at" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaire_type_right" (
	"user_id" integer NOT NULL,
	"questionnaire_type_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_type_right_user_id_questionnaire_type_id_pk" PRIMARY KEY("user_id","questionnaire_type_id")
);
--> statement-breakpoint
CREATE TABLE "user_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"number" varchar(64) NOT NULL,
	"unit_type_id" integer NOT NULL,
	"institution_id" integer,
	"owner_user_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_assignment" (
	"unit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_assignment_unit_id_user_id_pk" PRIMARY KEY("unit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "answer_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"text_id" integer NOT NULL,
	"short_name" varchar(10),
	"has_input" boolean DEFAULT false NOT NULL,
	"min" double precision,
	"max" double precision,
	"max_answer_question_id" integer,
	"skip_questions" integer DEFAULT 0 NOT NULL,
	"skip_questions_offset" integer DEFAULT 0 NOT NULL,
	"score" double precision,
	"available_when" jsonb,
	"order_key" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_type_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"text_id" integer NOT NULL,
	"has_report" boolean DEFAULT false NOT NULL,
	"order_key" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "form_key_uq" UNIQUE("questionnaire_type_id","key")
);
--> statement-breakpoint
CREATE TABLE "question" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_group_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"answer_type_id" integer NOT NULL,
	"short_name" varchar(10) NOT NULL,
	"text_id" integer NOT NULL,
	"group_heading_text_id" integer,
	"tip_text_id" integer,
	"category" varchar(150),
	"min" double precision,
	"max" double precision,
	"max_answer_question_id" integer,
	"recommended" boolean DEFAULT false NOT NULL,
	"tracked" boolean DEFAULT false NOT NULL,
	"options_from_question_id" integer,
	"prefill_from_question_id" integer,
	"order_key" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"subform_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"ql_number" smallint NOT NULL,
	"text_id" integer NOT NULL,
	"order_key" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"instance_name_pattern" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "question_group_unit_type" (
	"question_group_id" integer NOT NULL,
	"unit_type_id" integer NOT NULL,
	CONSTRAINT "question_group_unit_type_question_group_id_unit_type_id_pk" PRIMARY KEY("question_group_id","unit_type_id")
);
--> statement-breakpoint
CREATE TABLE "question_recommended_form" (
	"question_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	CONSTRAINT "question_recommended_form_question_id_form_id_pk" PRIMARY KEY("question_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"text_id" integer NOT NULL,
	"privileged_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_key" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_type_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "subform" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"code" varchar(45) NOT NULL,
	"text_id" integer NOT NULL,
	"order_key" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subform_unit_type" (
	"subform_id" integer NOT NULL,
	"unit_type_id" integer NOT NULL,
	CONSTRAINT "subform_unit_type_subform_id_unit_type_id_pk" PRIMARY KEY("subform_id","unit_type_id")
);
--> statement-breakpoint
CREATE TABLE "answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"filled_question_id" integer NOT NULL,
	"answer_option_id" integer,
	"answer" text,
	"text" text,
	"geom_answer" jsonb,
	"grid_geom_answer" jsonb,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filled_form" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "filled_form_uq" UNIQUE("questionnaire_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "filled_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"filled_question_list_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone,
	CONSTRAINT "filled_question_uq" UNIQUE("filled_question_list_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "filled_question_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"filled_subform_id" integer NOT NULL,
	"question_group_id" integer NOT NULL,
	"name" varchar(200),
	"order_key" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filled_subform" (
	"id" serial PRIMARY KEY NOT NULL,
	"filled_form_id" integer NOT NULL,
	"subform_id" integer NOT NULL,
	CONSTRAINT "filled_subform_uq" UNIQUE("filled_form_id","subform_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"questionnaire_type_id" integer NOT NULL,
	"created_by_user_id" integer,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"parent_id" integer,
	"key" varchar(64) NOT NULL,
	"text_id" integer NOT NULL,
	"weight" double precision DEFAULT 1 NOT NULL,
	"inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_key" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator_result" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"value" double precision,
	"scaled_value" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_result_uq" UNIQUE("questionnaire_id","indicator_id")
);
--> statement-breakpoint
ALTER TABLE "translation" ADD CONSTRAINT "translation_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation" ADD CONSTRAINT "translation_locale_id_locale_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution" ADD CONSTRAINT "institution_institution_type_id_institution_type_id_fk" FOREIGN KEY ("institution_type_id") REFERENCES "public"."institution_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution" ADD CONSTRAINT "institution_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_type" ADD CONSTRAINT "institution_type_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_type_unit_type" ADD CONSTRAINT "institution_type_unit_type_institution_type_id_institution_type_id_fk" FOREIGN KEY ("institution_type_id") REFERENCES "public"."institution_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_type_unit_type" ADD CONSTRAINT "institution_type_unit_type_unit_type_id_unit_type_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_type" ADD CONSTRAINT "unit_type_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_locale_id_locale_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_institution_type_id_institution_type_id_fk" FOREIGN KEY ("institution_type_id") REFERENCES "public"."institution_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_institution_id_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_type_right" ADD CONSTRAINT "questionnaire_type_right_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_type_right" ADD CONSTRAINT "questionnaire_type_right_questionnaire_type_id_questionnaire_type_id_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_token" ADD CONSTRAINT "user_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_unit_type_id_unit_type_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_institution_id_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignment" ADD CONSTRAINT "unit_assignment_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignment" ADD CONSTRAINT "unit_assignment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_option" ADD CONSTRAINT "answer_option_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_option" ADD CONSTRAINT "answer_option_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_option" ADD CONSTRAINT "answer_option_max_answer_question_id_question_id_fk" FOREIGN KEY ("max_answer_question_id") REFERENCES "public"."question"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form" ADD CONSTRAINT "form_questionnaire_type_id_questionnaire_type_id_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form" ADD CONSTRAINT "form_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_question_group_id_question_group_id_fk" FOREIGN KEY ("question_group_id") REFERENCES "public"."question_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_answer_type_id_answer_type_id_fk" FOREIGN KEY ("answer_type_id") REFERENCES "public"."answer_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_group_heading_text_id_translated_text_id_fk" FOREIGN KEY ("group_heading_text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_tip_text_id_translated_text_id_fk" FOREIGN KEY ("tip_text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_max_answer_question_id_question_id_fk" FOREIGN KEY ("max_answer_question_id") REFERENCES "public"."question"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_options_from_question_id_question_id_fk" FOREIGN KEY ("options_from_question_id") REFERENCES "public"."question"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_prefill_from_question_id_question_id_fk" FOREIGN KEY ("prefill_from_question_id") REFERENCES "public"."question"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_group" ADD CONSTRAINT "question_group_subform_id_subform_id_fk" FOREIGN KEY ("subform_id") REFERENCES "public"."subform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_group" ADD CONSTRAINT "question_group_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_group_unit_type" ADD CONSTRAINT "question_group_unit_type_question_group_id_question_group_id_fk" FOREIGN KEY ("question_group_id") REFERENCES "public"."question_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_group_unit_type" ADD CONSTRAINT "question_group_unit_type_unit_type_id_unit_type_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_recommended_form" ADD CONSTRAINT "question_recommended_form_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_recommended_form" ADD CONSTRAINT "question_recommended_form_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_type" ADD CONSTRAINT "questionnaire_type_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subform" ADD CONSTRAINT "subform_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subform" ADD CONSTRAINT "subform_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subform_unit_type" ADD CONSTRAINT "subform_unit_type_subform_id_subform_id_fk" FOREIGN KEY ("subform_id") REFERENCES "public"."subform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subform_unit_type" ADD CONSTRAINT "subform_unit_type_unit_type_id_unit_type_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer" ADD CONSTRAINT "answer_filled_question_id_filled_question_id_fk" FOREIGN KEY ("filled_question_id") REFERENCES "public"."filled_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer" ADD CONSTRAINT "answer_answer_option_id_answer_option_id_fk" FOREIGN KEY ("answer_option_id") REFERENCES "public"."answer_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filled_form" ADD CONSTRAINT "filled_form_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filled_form" ADD CONSTRAINT "filled_form_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filled_question" ADD CONSTRAINT "filled_question_filled_question_list_id_filled_question_list_id_fk" FOREIGN KEY ("filled_question_list_id") REFERENCES "public"."filled_question_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filled_question" ADD CONSTRAINT "filled_question_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filled_question_list" ADD CONSTRAINT "filled_question_list_filled_subform_id_filled_subform_id_fk" FOREIGN KEY ("filled_subform_id") REFERENCES "public"."filled_subform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filled_question_list" ADD CONSTRAINT "filled_question_list_question_group_id_question_group_id_fk" FOREIGN KEY ("question_group_id") REFERENCES "public"."question_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filled_subform" ADD CONSTRAINT "filled_subform_filled_form_id_filled_form_id_fk" FOREIGN KEY ("filled_form_id") REFERENCES "public"."filled_form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filled_subform" ADD CONSTRAINT "filled_subform_subform_id_subform_id_fk" FOREIGN KEY ("subform_id") REFERENCES "public"."subform"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_questionnaire_type_id_questionnaire_type_id_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator" ADD CONSTRAINT "indicator_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator" ADD CONSTRAINT "indicator_parent_id_indicator_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator" ADD CONSTRAINT "indicator_text_id_translated_text_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."translated_text"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_result" ADD CONSTRAINT "indicator_result_questionnaire_id_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_result" ADD CONSTRAINT "indicator_result_indicator_id_indicator_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_type_idx" ON "institution" USING btree ("institution_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_idx" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "app_user_role_idx" ON "app_user" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "app_user_registered_idx" ON "app_user" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "user_token_user_idx" ON "user_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unit_owner_idx" ON "unit" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "unit_type_idx" ON "unit" USING btree ("unit_type_id");--> statement-breakpoint
CREATE INDEX "unit_institution_idx" ON "unit" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "unit_created_idx" ON "unit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "unit_description_lower_idx" ON "unit" USING btree (lower("description"));--> statement-breakpoint
CREATE INDEX "unit_assignment_user_idx" ON "unit_assignment" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "answer_option_question_idx" ON "answer_option" USING btree ("question_id","order_key");--> statement-breakpoint
CREATE INDEX "form_type_idx" ON "form" USING btree ("questionnaire_type_id","order_key");--> statement-breakpoint
CREATE INDEX "question_group_idx" ON "question" USING btree ("question_group_id","order_key");--> statement-breakpoint
CREATE INDEX "question_group_subform_idx" ON "question_group" USING btree ("subform_id","order_key");--> statement-breakpoint
CREATE INDEX "subform_form_idx" ON "subform" USING btree ("form_id","order_key");--> statement-breakpoint
CREATE INDEX "answer_filled_question_idx" ON "answer" USING btree ("filled_question_id");--> statement-breakpoint
CREATE INDEX "filled_question_question_idx" ON "filled_question" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "filled_question_list_subform_idx" ON "filled_question_list" USING btree ("filled_subform_id","order_key");--> statement-breakpoint
CREATE INDEX "questionnaire_unit_idx" ON "questionnaire" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "questionnaire_type_idx" ON "questionnaire" USING btree ("questionnaire_type_id");--> statement-breakpoint
CREATE INDEX "questionnaire_created_idx" ON "questionnaire" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_creator_idx" ON "questionnaire" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "indicator_form_idx" ON "indicator" USING btree ("form_id","parent_id");