CREATE TABLE "desk_digests" (
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"due_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_digests_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "lead_sub_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD COLUMN "sub_status" text;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD COLUMN "outcome_detail" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sub_status_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "outcome_detail" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "name" text;--> statement-breakpoint
CREATE INDEX "lead_sub_statuses_status_idx" ON "lead_sub_statuses" USING btree ("status","position");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_sub_status_id_lead_sub_statuses_id_fk" FOREIGN KEY ("sub_status_id") REFERENCES "public"."lead_sub_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The steps within each status the desk starts with; the admin changes them on Pipeline.
INSERT INTO "lead_sub_statuses" ("status", "label", "position") VALUES
  ('contacted', 'No answer', 10),
  ('contacted', 'Call back later', 20),
  ('counselled', 'Shortlisting', 10),
  ('counselled', 'Documents', 20),
  ('applied', 'Waiting for the admission letter', 10),
  ('applied', 'Visa', 20);--> statement-breakpoint
-- Two WhatsApp messages to start from; the admin edits them on Templates.
INSERT INTO "message_templates" ("title", "body", "position") VALUES
  ('First reply', 'Hello {name}, this is {counsellor}, your counsellor for MBBS abroad. Thank you for asking about {country}. When may I call you to talk through the options?', 10),
  ('Documents', 'Hello {name}, this is {counsellor}. To check your eligibility for {country}, please send your NEET scorecard and your Class 12 marksheet here.', 20);
