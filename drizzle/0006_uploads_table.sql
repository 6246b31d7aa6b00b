CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_byte_size" CHECK ("uploads"."byte_size" = octet_length("uploads"."bytes"))
);
--> statement-breakpoint
-- Uncompressed out-of-line storage: substring() of a Range request then reads only the TOAST
-- chunks it needs instead of decompressing the file from its start. Images and videos are
-- compressed already, so nothing is lost.
ALTER TABLE "uploads" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
