ALTER TABLE "feedback" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "resolution_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "first_response_work_minutes" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "resolution_work_minutes" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "escalation_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reopen_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_assignee_idx" ON "feedback" USING btree ("assignee_id","created_at");