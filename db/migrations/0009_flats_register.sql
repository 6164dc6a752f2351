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
CREATE UNIQUE INDEX "flats_flat_no_uq" ON "flats" USING btree ("flat_no");--> statement-breakpoint
CREATE INDEX "flats_wing_idx" ON "flats" USING btree ("wing","flat_no");