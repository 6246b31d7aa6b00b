CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"year" text,
	"words" text NOT NULL,
	"photo" text,
	"consent_on" date NOT NULL,
	"consent_note" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_kind" CHECK ("people"."kind" in ('team', 'testimonial', 'story'))
);
