CREATE TABLE "ledger_checkpoints" (
	"flat_id" uuid NOT NULL,
	"as_of" date NOT NULL,
	"rate_bp" integer NOT NULL,
	"payment_order" text NOT NULL,
	"balance_paise" bigint NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_checkpoints_flat_id_as_of_pk" PRIMARY KEY("flat_id","as_of")
);
--> statement-breakpoint
ALTER TABLE "ledger_checkpoints" ADD CONSTRAINT "ledger_checkpoints_flat_id_flats_id_fk" FOREIGN KEY ("flat_id") REFERENCES "public"."flats"("id") ON DELETE cascade ON UPDATE no action;