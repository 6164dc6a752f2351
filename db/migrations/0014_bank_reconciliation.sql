CREATE TABLE "bank_column_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"txn_date" date NOT NULL,
	"narration" text NOT NULL,
	"reference" text NOT NULL,
	"direction" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"balance_paise" bigint,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_direction_ck" CHECK ("bank_statement_lines"."direction" in ('credit', 'debit')),
	CONSTRAINT "bank_statement_lines_amount_ck" CHECK ("bank_statement_lines"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layout" text NOT NULL,
	"file_name" text NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"lines_read" integer NOT NULL,
	"lines_new" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"flat_id" uuid NOT NULL,
	"document_number" text,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "reconciliation_allocations_amount_ck" CHECK ("reconciliation_allocations"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"confidence" text NOT NULL,
	"reported_payment_id" uuid,
	"status" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_proposals_rule_ck" CHECK ("reconciliation_proposals"."rule" in ('reference', 'bill', 'flat', 'payer', 'amount')),
	CONSTRAINT "reconciliation_proposals_confidence_ck" CHECK ("reconciliation_proposals"."confidence" in ('high', 'medium', 'low')),
	CONSTRAINT "reconciliation_proposals_status_ck" CHECK ("reconciliation_proposals"."status" in ('proposed', 'confirmed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "bank_column_mappings" ADD CONSTRAINT "bank_column_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_allocations" ADD CONSTRAINT "reconciliation_allocations_proposal_id_reconciliation_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."reconciliation_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_allocations" ADD CONSTRAINT "reconciliation_allocations_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_proposals" ADD CONSTRAINT "reconciliation_proposals_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_column_mappings_bank_uq" ON "bank_column_mappings" USING btree ("bank");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_fingerprint_uq" ON "bank_statement_lines" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_date_idx" ON "bank_statement_lines" USING btree ("txn_date","direction");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "reconciliation_allocations_proposal_idx" ON "reconciliation_allocations" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "reconciliation_allocations_flat_idx" ON "reconciliation_allocations" USING btree ("flat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_proposals_line_uq" ON "reconciliation_proposals" USING btree ("line_id") WHERE "reconciliation_proposals"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "reconciliation_proposals_status_idx" ON "reconciliation_proposals" USING btree ("status","confidence");