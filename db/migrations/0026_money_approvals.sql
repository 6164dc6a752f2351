CREATE TABLE "money_approval_rules" (
	"kind" text PRIMARY KEY NOT NULL,
	"required" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"input" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"amount_paise" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_id" uuid,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checker_id" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "money_approvals_status_ck" CHECK ("money_approvals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "bill_notes" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "bill_runs" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "charge_exceptions" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "money_approval_rules" ADD CONSTRAINT "money_approval_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_approvals_status_idx" ON "money_approvals" USING btree ("status","made_at");--> statement-breakpoint
ALTER TABLE "bill_notes" ADD CONSTRAINT "bill_notes_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_runs" ADD CONSTRAINT "bill_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_exceptions" ADD CONSTRAINT "charge_exceptions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;