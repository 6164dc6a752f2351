CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"billing_period" text DEFAULT 'monthly' NOT NULL,
	"gst_threshold_paise" integer DEFAULT 750000 NOT NULL,
	"interest_rate_bp" integer DEFAULT 1800 NOT NULL,
	"payment_order" text DEFAULT 'interest_first' NOT NULL,
	"change_flag_bp" integer DEFAULT 2000 NOT NULL,
	"registration_no" text DEFAULT '' NOT NULL,
	"upi_vpa" text DEFAULT '' NOT NULL,
	"upi_payee_name" text DEFAULT '' NOT NULL,
	"bounced_cheque_charge_paise" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_one_row_ck" CHECK ("billing_settings"."id" = 1),
	CONSTRAINT "billing_settings_period_ck" CHECK ("billing_settings"."billing_period" in ('monthly', 'quarterly')),
	CONSTRAINT "billing_settings_order_ck" CHECK ("billing_settings"."payment_order" in ('interest_first', 'principal_first')),
	CONSTRAINT "billing_settings_interest_ck" CHECK ("billing_settings"."interest_rate_bp" between 0 and 2100),
	CONSTRAINT "billing_settings_amounts_ck" CHECK ("billing_settings"."gst_threshold_paise" >= 0 and "billing_settings"."bounced_cheque_charge_paise" >= 0 and "billing_settings"."change_flag_bp" > 0)
);
--> statement-breakpoint
CREATE TABLE "charge_heads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"rate_paise" integer DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"is_service_charge" boolean DEFAULT false NOT NULL,
	"gst_rate_bp" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_heads_basis_ck" CHECK ("charge_heads"."basis" in ('construction_cost_percent', 'non_occupancy', 'fixed', 'carpet_area', 'built_up_area', 'parking_covered', 'parking_open', 'parking_two_wheeler', 'metered')),
	CONSTRAINT "charge_heads_rates_ck" CHECK ("charge_heads"."rate_paise" >= 0 and "charge_heads"."rate_bp" >= 0),
	CONSTRAINT "charge_heads_rate_kind_ck" CHECK (("charge_heads"."basis" in ('construction_cost_percent', 'non_occupancy') or "charge_heads"."rate_bp" = 0) and ("charge_heads"."basis" in ('fixed', 'carpet_area', 'built_up_area', 'parking_covered', 'parking_open', 'parking_two_wheeler') or "charge_heads"."rate_paise" = 0)),
	CONSTRAINT "charge_heads_non_occupancy_ck" CHECK ("charge_heads"."basis" <> 'non_occupancy' or "charge_heads"."rate_bp" <= 1000),
	CONSTRAINT "charge_heads_percent_ck" CHECK ("charge_heads"."rate_bp" <= 10000),
	CONSTRAINT "charge_heads_non_occupancy_service_ck" CHECK ("charge_heads"."basis" <> 'non_occupancy' or not "charge_heads"."is_service_charge"),
	CONSTRAINT "charge_heads_gst_ck" CHECK ("charge_heads"."gst_rate_bp" between 0 and 2800)
);
--> statement-breakpoint
CREATE TABLE "flats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wing" text DEFAULT '' NOT NULL,
	"flat_no" text NOT NULL,
	"carpet_area_sqft" numeric(10, 2),
	"built_up_area_sqft" numeric(10, 2),
	"construction_cost" numeric(12, 2),
	"occupancy" text DEFAULT 'owner' NOT NULL,
	"parking_covered" integer DEFAULT 0 NOT NULL,
	"parking_open" integer DEFAULT 0 NOT NULL,
	"parking_two_wheeler" integer DEFAULT 0 NOT NULL,
	"opening_balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"opening_balance_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flats_areas_non_negative" CHECK ("flats"."carpet_area_sqft" >= 0 and "flats"."built_up_area_sqft" >= 0),
	CONSTRAINT "flats_construction_cost_non_negative" CHECK ("flats"."construction_cost" >= 0),
	CONSTRAINT "flats_parking_non_negative" CHECK ("flats"."parking_covered" >= 0 and "flats"."parking_open" >= 0 and "flats"."parking_two_wheeler" >= 0),
	CONSTRAINT "flats_occupancy" CHECK ("flats"."occupancy" in ('owner', 'let', 'vacant'))
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_heads_active_name_uq" ON "charge_heads" USING btree (lower("name")) WHERE "charge_heads"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "charge_heads_one_non_occupancy_uq" ON "charge_heads" USING btree ("basis") WHERE "charge_heads"."active" and "charge_heads"."basis" = 'non_occupancy';--> statement-breakpoint
CREATE UNIQUE INDEX "flats_flat_no_uq" ON "flats" USING btree ("flat_no");--> statement-breakpoint
CREATE INDEX "flats_wing_idx" ON "flats" USING btree ("wing","flat_no");