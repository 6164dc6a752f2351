CREATE TABLE "role_reach" (
	"role" text PRIMARY KEY NOT NULL,
	"reach" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "role_reach" ADD CONSTRAINT "role_reach_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;