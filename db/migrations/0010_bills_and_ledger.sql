CREATE TABLE "bill_drafts" (
	"run_id" uuid NOT NULL,
	"flat_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"charges_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"interest_paise" bigint NOT NULL,
	"arrears_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "bill_drafts_run_id_flat_id_pk" PRIMARY KEY("run_id","flat_id")
);
--> statement-breakpoint
CREATE TABLE "bill_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"bill_id" uuid NOT NULL,
	"flat_id" uuid NOT NULL,
	"note_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_notes_kind_ck" CHECK ("bill_notes"."kind" in ('credit_note', 'debit_note')),
	CONSTRAINT "bill_notes_amount_ck" CHECK ("bill_notes"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "bill_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_key" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_at" timestamp with time zone,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	CONSTRAINT "bill_runs_status_ck" CHECK ("bill_runs"."status" in ('draft', 'published', 'discarded')),
	CONSTRAINT "bill_runs_dates_ck" CHECK ("bill_runs"."due_date" >= "bill_runs"."bill_date")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"run_id" uuid NOT NULL,
	"flat_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"charges_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"interest_paise" bigint NOT NULL,
	"arrears_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flat_id" uuid NOT NULL,
	"head_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_exceptions_amount_ck" CHECK ("charge_exceptions"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_key" text NOT NULL,
	"flat_id" uuid NOT NULL,
	"head_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"entered_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_amount_ck" CHECK ("meter_readings"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dues_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" text NOT NULL,
	"flat_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"received_from" text NOT NULL,
	"cheque_number" text,
	"cheque_bank" text,
	"cheque_date" date,
	"reference" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dues_payments_amount_ck" CHECK ("dues_payments"."amount_paise" > 0),
	CONSTRAINT "dues_payments_mode_ck" CHECK ("dues_payments"."mode" in ('cash', 'cheque', 'neft', 'imps', 'upi')),
	CONSTRAINT "dues_payments_cheque_ck" CHECK ("dues_payments"."mode" <> 'cheque' or ("dues_payments"."cheque_number" is not null and "dues_payments"."cheque_bank" is not null and "dues_payments"."cheque_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "dues_reminders" (
	"flat_id" uuid NOT NULL,
	"sent_on" date NOT NULL,
	"outstanding_paise" bigint NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flat_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entry_date" date NOT NULL,
	"due_date" date,
	"amount_paise" bigint NOT NULL,
	"number" text,
	"document_id" uuid,
	"refers_to" uuid,
	"description" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('opening_balance', 'bill', 'debit_note', 'credit_note', 'interest', 'payment', 'payment_reversal', 'bounce_charge')),
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."kind" = 'opening_balance' or "ledger_entries"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "bill_drafts" ADD CONSTRAINT "bill_drafts_run_id_bill_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bill_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_drafts" ADD CONSTRAINT "bill_drafts_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_notes" ADD CONSTRAINT "bill_notes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_notes" ADD CONSTRAINT "bill_notes_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_notes" ADD CONSTRAINT "bill_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_runs" ADD CONSTRAINT "bill_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_runs" ADD CONSTRAINT "bill_runs_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_run_id_bill_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bill_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_exceptions" ADD CONSTRAINT "charge_exceptions_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_exceptions" ADD CONSTRAINT "charge_exceptions_head_id_charge_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."charge_heads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_exceptions" ADD CONSTRAINT "charge_exceptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_head_id_charge_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."charge_heads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_payments" ADD CONSTRAINT "dues_payments_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_payments" ADD CONSTRAINT "dues_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_reminders" ADD CONSTRAINT "dues_reminders_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_reminders" ADD CONSTRAINT "dues_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_notes_number_uq" ON "bill_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "bill_notes_bill_idx" ON "bill_notes" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_runs_live_period_uq" ON "bill_runs" USING btree ("period_key") WHERE "bill_runs"."status" <> 'discarded';--> statement-breakpoint
CREATE UNIQUE INDEX "bills_number_uq" ON "bills" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_flat_period_uq" ON "bills" USING btree ("flat_id","period_key");--> statement-breakpoint
CREATE INDEX "bills_run_idx" ON "bills" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_exceptions_flat_head_uq" ON "charge_exceptions" USING btree ("flat_id","head_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_period_flat_head_uq" ON "meter_readings" USING btree ("period_key","flat_id","head_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dues_payments_receipt_uq" ON "dues_payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "dues_payments_flat_idx" ON "dues_payments" USING btree ("flat_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "dues_reminders_flat_day_uq" ON "dues_reminders" USING btree ("flat_id","sent_on");--> statement-breakpoint
CREATE INDEX "ledger_entries_flat_date_idx" ON "ledger_entries" USING btree ("flat_id","entry_date","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_document_idx" ON "ledger_entries" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_reversal_uq" ON "ledger_entries" USING btree ("refers_to") WHERE "ledger_entries"."kind" = 'payment_reversal';