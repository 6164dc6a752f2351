ALTER TABLE "reported_payments" DROP CONSTRAINT "reported_payments_mode_ck";--> statement-breakpoint
ALTER TABLE "reported_payments" DROP CONSTRAINT "reported_payments_decision_ck";--> statement-breakpoint
DROP INDEX "reported_payments_confirmed_ref_uq";--> statement-breakpoint
DROP INDEX "reported_payments_reporter_ref_uq";--> statement-breakpoint
ALTER TABLE "reported_payments" ALTER COLUMN "flat_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reported_payments" ADD COLUMN "purpose" text DEFAULT 'dues' NOT NULL;--> statement-breakpoint
ALTER TABLE "reported_payments" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "reported_payments_request_uq" ON "reported_payments" USING btree ("purpose","request_id");--> statement-breakpoint
CREATE INDEX "reported_payments_reference_idx" ON "reported_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "reported_payments_confirmed_ref_uq" ON "reported_payments" USING btree ("reference") WHERE "reported_payments"."status" = 'confirmed' and "reported_payments"."purpose" = 'dues';--> statement-breakpoint
CREATE UNIQUE INDEX "reported_payments_reporter_ref_uq" ON "reported_payments" USING btree ("reported_by","reference") WHERE "reported_payments"."status" <> 'rejected' and "reported_payments"."purpose" = 'dues';--> statement-breakpoint
ALTER TABLE "reported_payments" ADD CONSTRAINT "reported_payments_purpose_ck" CHECK ("reported_payments"."purpose" in ('dues', 'membership', 'hall_booking'));--> statement-breakpoint
ALTER TABLE "reported_payments" ADD CONSTRAINT "reported_payments_request_ck" CHECK (("reported_payments"."purpose" = 'dues') = ("reported_payments"."request_id" is null) and ("reported_payments"."purpose" <> 'dues' or "reported_payments"."flat_id" is not null));--> statement-breakpoint
ALTER TABLE "reported_payments" ADD CONSTRAINT "reported_payments_mode_ck" CHECK ("reported_payments"."mode" in ('upi', 'neft', 'imps', 'cheque'));--> statement-breakpoint
ALTER TABLE "reported_payments" ADD CONSTRAINT "reported_payments_decision_ck" CHECK (case when "reported_payments"."purpose" = 'dues' then ("reported_payments"."status" = 'confirmed') = ("reported_payments"."payment_id" is not null) and ("reported_payments"."status" = 'rejected') = ("reported_payments"."reject_reason" is not null) else "reported_payments"."payment_id" is null end);