CREATE TABLE "fact_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"fact_key" text NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fact_digests" (
	"week" text PRIMARY KEY NOT NULL,
	"stale_count" integer NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fact_checks_key_idx" ON "fact_checks" USING btree ("fact_key","checked_at");