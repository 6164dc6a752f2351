CREATE TABLE "file_chunks" (
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_bucket_name_seq_pk" PRIMARY KEY("bucket","name","seq")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" text,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
