ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "data_request_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_data_request_id_data_requests_id_fk" FOREIGN KEY ("data_request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A lead's notice queued before this release is known by the timeline entry that logged it.
UPDATE "mail_outbox" SET "kind" = 'lead', "lead_id" = e."lead_id" FROM "lead_events" e WHERE e."kind" = 'mail' AND (e."data"->>'outboxId') ~ '^[0-9]+$' AND (e."data"->>'outboxId')::int = "mail_outbox"."id";
