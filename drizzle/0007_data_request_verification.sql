CREATE TABLE "data_request_erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"lead_ids" jsonb NOT NULL,
	"count" integer NOT NULL,
	"erased_by" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_request_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_request_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"method" text NOT NULL,
	"note" text NOT NULL,
	"verified_by" text,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_request_verifications_channel" CHECK ("data_request_verifications"."channel" in ('email', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"reason" text NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_request_erasures" ADD CONSTRAINT "data_request_erasures_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_request_tokens" ADD CONSTRAINT "data_request_tokens_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_request_verifications" ADD CONSTRAINT "data_request_verifications_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_request_erasures_request_idx" ON "data_request_erasures" USING btree ("request_id","erased_at");--> statement-breakpoint
CREATE INDEX "data_request_tokens_request_idx" ON "data_request_tokens" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_request_verifications_channel_unique" ON "data_request_verifications" USING btree ("request_id","channel");--> statement-breakpoint
CREATE INDEX "mail_outbox_waiting_idx" ON "mail_outbox" USING btree ("sent_at","created_at");