CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"inr" numeric(12, 4) NOT NULL,
	"read_on" date NOT NULL,
	"source" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."inr" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"evidence" text,
	"as_of" date,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"join_url" text NOT NULL,
	"capacity" integer,
	"summary" text DEFAULT '' NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_sessions_duration" CHECK ("webinar_sessions"."duration_minutes" between 15 and 480)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "tuition_fee_unit" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "tuition_fee_intake" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "tuition_fee_source" jsonb;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "tuition_fee_estimate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "entrance_requirement" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "cautions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_idx" ON "exchange_rates" USING btree ("currency","read_on","id");--> statement-breakpoint
CREATE INDEX "webinar_sessions_starts_idx" ON "webinar_sessions" USING btree ("status","starts_at");