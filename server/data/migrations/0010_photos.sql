CREATE TABLE "photo" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" varchar(64) NOT NULL,
	"filled_question_id" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_file_name_uq" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "photo_blob" (
	"sha256" varchar(64) PRIMARY KEY NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_filled_question_id_filled_question_id_fk" FOREIGN KEY ("filled_question_id") REFERENCES "public"."filled_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_sha256_photo_blob_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."photo_blob"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_uploaded_by_user_id_app_user_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_filled_question_idx" ON "photo" USING btree ("filled_question_id");--> statement-breakpoint
CREATE INDEX "photo_sha256_idx" ON "photo" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "photo_uploaded_idx" ON "photo" USING btree ("uploaded_at");--> statement-breakpoint
-- A saved answer naming a photo is removed (a save without it, skip logic, the delete call): at the
-- commit, when no answer of that filled question names it any more, the photo goes. Deferred, so a
-- save that deletes and writes the answers again keeps the photos it still names.
CREATE FUNCTION release_unanswered_photo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.answer IS NOT NULL AND OLD.answer ~ '^[0-9a-f-]{36}\.(jpg|png|webp)$' THEN
    DELETE FROM photo p
      WHERE p.file_name = OLD.answer AND p.filled_question_id = OLD.filled_question_id
        AND NOT EXISTS (SELECT 1 FROM answer a
          WHERE a.filled_question_id = OLD.filled_question_id AND a.answer = OLD.answer);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER answer_photo_released AFTER DELETE ON answer
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION release_unanswered_photo();
--> statement-breakpoint
-- The last photo of a blob is removed (by the trigger above, a discarded upload, housekeeping, or with
-- its filled question, group instance or questionnaire): the blob goes too.
CREATE FUNCTION release_unused_photo_blob() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM photo_blob b
    WHERE b.sha256 = OLD.sha256 AND NOT EXISTS (SELECT 1 FROM photo p WHERE p.sha256 = OLD.sha256);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER photo_blob_released AFTER DELETE ON photo
  FOR EACH ROW EXECUTE FUNCTION release_unused_photo_blob();
