ALTER TABLE "gallery_images" ADD COLUMN "thumb_url" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "flat_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "flat_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "reencoded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_flat_confirmed_by_users_id_fk" FOREIGN KEY ("flat_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;