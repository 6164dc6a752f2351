ALTER TABLE "reconciliation_proposals" DROP CONSTRAINT "reconciliation_proposals_rule_ck";--> statement-breakpoint
DROP INDEX "reconciliation_proposals_line_uq";--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "auto_confirm_high" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_allocations" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "reconciliation_allocations" ADD CONSTRAINT "reconciliation_allocations_payment_id_dues_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."dues_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_proposals" ADD CONSTRAINT "reconciliation_proposals_reported_payment_id_reported_payments_id_fk" FOREIGN KEY ("reported_payment_id") REFERENCES "public"."reported_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_proposals_line_uq" ON "reconciliation_proposals" USING btree ("line_id") WHERE "reconciliation_proposals"."status" <> 'rejected';--> statement-breakpoint
ALTER TABLE "reconciliation_proposals" ADD CONSTRAINT "reconciliation_proposals_rule_ck" CHECK ("reconciliation_proposals"."rule" in ('reference', 'bill', 'flat', 'payer', 'amount', 'office'));