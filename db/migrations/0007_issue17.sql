CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "hall_booking_prices" (
	"booking_option" text PRIMARY KEY NOT NULL,
	"base_inr" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_references" (
	"key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "office_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "office_mail_mode" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "hall_booking_months_ahead" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "hall_cancel_cutoff_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "receipt_no" text;--> statement-breakpoint
ALTER TABLE "car_parking_registrations" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "receipt_no" text;--> statement-breakpoint
ALTER TABLE "house_repair_registrations" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD CONSTRAINT "hall_bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_reference_idx" ON "memberships" USING btree (upper(regexp_replace("payment_transaction_id", '\s', '', 'g')));--> statement-breakpoint
CREATE INDEX "hall_bookings_reference_idx" ON "hall_bookings" USING btree (upper(regexp_replace("payment_transaction_id", '\s', '', 'g')));--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD CONSTRAINT "hall_bookings_receipt_no_unique" UNIQUE("receipt_no");