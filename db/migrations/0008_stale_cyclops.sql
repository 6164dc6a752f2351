CREATE INDEX "inventory_created_idx" ON "society_inventory" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_name_idx" ON "society_inventory" USING btree ("item_name");--> statement-breakpoint
CREATE INDEX "inventory_purchase_idx" ON "society_inventory" USING btree ("purchase_date");