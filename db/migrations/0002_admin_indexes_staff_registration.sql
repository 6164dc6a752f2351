DROP INDEX "parking_status_idx";--> statement-breakpoint
DROP INDEX "memberships_status_idx";--> statement-breakpoint
DROP INDEX "inventory_usage_item_idx";--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "staff_type" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "work_timings" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "salary_details" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "reference_details" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "identity_proof_type" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "identity_proof_number" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "id_proof_url" text;--> statement-breakpoint
CREATE INDEX "attendance_date_idx" ON "attendance_records" USING btree ("attendance_date");--> statement-breakpoint
CREATE INDEX "parking_created_idx" ON "car_parking_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hall_bookings_status_idx" ON "hall_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hall_bookings_created_idx" ON "hall_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "repairs_status_idx" ON "house_repair_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "repairs_created_idx" ON "house_repair_registrations" USING btree ("created_at");--> statement-breakpoint
-- Flat numbers are stored trimmed and upper case (profiles and invoices), so lookups are exact index scans.
UPDATE "profiles" SET "flat_no" = nullif(upper(trim("flat_no")), '') WHERE "flat_no" IS DISTINCT FROM nullif(upper(trim("flat_no")), '');--> statement-breakpoint
UPDATE "maintenance_invoices" SET "flat_no" = upper(trim("flat_no")) WHERE "flat_no" <> upper(trim("flat_no"));--> statement-breakpoint
UPDATE "repair_invoices" SET "flat_no" = upper(trim("flat_no")) WHERE "flat_no" <> upper(trim("flat_no"));--> statement-breakpoint
-- One invoice number per flat and type: an older duplicate keeps its row under a suffixed number.
UPDATE "maintenance_invoices" m SET "invoice_number" = m."invoice_number" || '-' || left(m."id"::text, 8) WHERE EXISTS (SELECT 1 FROM "maintenance_invoices" o WHERE o."flat_no" = m."flat_no" AND o."invoice_number" = m."invoice_number" AND (o."created_at", o."id") < (m."created_at", m."id"));--> statement-breakpoint
UPDATE "repair_invoices" r SET "invoice_number" = r."invoice_number" || '-' || left(r."id"::text, 8) WHERE EXISTS (SELECT 1 FROM "repair_invoices" o WHERE o."flat_no" = r."flat_no" AND o."invoice_number" = r."invoice_number" AND (o."created_at", o."id") < (r."created_at", r."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_invoices_number_uq" ON "maintenance_invoices" USING btree ("flat_no","invoice_number");--> statement-breakpoint
CREATE INDEX "maintenance_invoices_date_idx" ON "maintenance_invoices" USING btree ("invoice_date","created_at");--> statement-breakpoint
CREATE INDEX "memberships_created_idx" ON "memberships" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_invoices_number_uq" ON "repair_invoices" USING btree ("flat_no","invoice_number");--> statement-breakpoint
CREATE INDEX "repair_invoices_date_idx" ON "repair_invoices" USING btree ("invoice_date","created_at");--> statement-breakpoint
CREATE INDEX "parking_status_idx" ON "car_parking_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "memberships_status_idx" ON "memberships" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inventory_usage_item_idx" ON "society_inventory_usage" USING btree ("inventory_id","usage_date");