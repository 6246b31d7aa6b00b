CREATE TABLE "data_request_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"lead_ids" jsonb NOT NULL,
	"count" integer NOT NULL,
	"exported_by" text NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_request_exports" ADD CONSTRAINT "data_request_exports_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_request_exports_request_idx" ON "data_request_exports" USING btree ("request_id","exported_at");