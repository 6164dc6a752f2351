CREATE TABLE "reported_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flat_id" uuid NOT NULL,
	"reported_by" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"mode" text NOT NULL,
	"bill_number" text,
	"reference" text NOT NULL,
	"screenshot" text,
	"status" text DEFAULT 'reported' NOT NULL,
	"reject_reason" text,
	"payment_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reported_payments_amount_ck" CHECK ("reported_payments"."amount_paise" > 0),
	CONSTRAINT "reported_payments_mode_ck" CHECK ("reported_payments"."mode" in ('upi', 'neft', 'imps')),
	CONSTRAINT "reported_payments_status_ck" CHECK ("reported_payments"."status" in ('reported', 'confirmed', 'rejected')),
	CONSTRAINT "reported_payments_decision_ck" CHECK (("reported_payments"."status" = 'confirmed') = ("reported_payments"."payment_id" is not null) and ("reported_payments"."status" = 'rejected') = ("reported_payments"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "reminder_days_before" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "reminder_days_after" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reported_payments" ADD CONSTRAINT "reported_payments_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_payments" ADD CONSTRAINT "reported_payments_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_payments" ADD CONSTRAINT "reported_payments_payment_id_dues_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."dues_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_payments" ADD CONSTRAINT "reported_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reported_payments_flat_idx" ON "reported_payments" USING btree ("flat_id","created_at");--> statement-breakpoint
CREATE INDEX "reported_payments_status_idx" ON "reported_payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reported_payments_confirmed_ref_uq" ON "reported_payments" USING btree ("reference") WHERE "reported_payments"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "reported_payments_reporter_ref_uq" ON "reported_payments" USING btree ("reported_by","reference") WHERE "reported_payments"."status" <> 'rejected';--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_reminders_ck" CHECK ("billing_settings"."reminder_days_before" between 0 and 30 and "billing_settings"."reminder_days_after" between 0 and 30);