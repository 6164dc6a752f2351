DROP INDEX "maintenance_invoices_date_idx";--> statement-breakpoint
DROP INDEX "repair_invoices_date_idx";--> statement-breakpoint
CREATE INDEX "maintenance_invoices_date_idx" ON "maintenance_invoices" USING btree ("invoice_date","created_at","id");--> statement-breakpoint
CREATE INDEX "repair_invoices_date_idx" ON "repair_invoices" USING btree ("invoice_date","created_at","id");