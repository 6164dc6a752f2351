ALTER TABLE "profiles" ADD COLUMN "office_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "office_mail_mode" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "hall_booking_months_ahead" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "society_settings" ADD COLUMN "hall_cancel_cutoff_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "car_parking_registrations" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "house_repair_registrations" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD CONSTRAINT "hall_bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;