CREATE TABLE "feedback_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"web_name" text NOT NULL,
	"thumb_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reopen_reason" text;--> statement-breakpoint
ALTER TABLE "feedback_photos" ADD CONSTRAINT "feedback_photos_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_photos_feedback_idx" ON "feedback_photos" USING btree ("feedback_id","position");