ALTER TABLE "background_tasks" ADD COLUMN "figures" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "status" text DEFAULT 'read' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "stored_file" text;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "mapping" jsonb;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_task_id_background_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."background_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_status_ck" CHECK ("bank_statements"."status" in ('reading', 'read', 'stopped'));