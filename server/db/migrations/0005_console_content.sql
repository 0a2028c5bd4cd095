CREATE TABLE "console_edits" (
	"content_type" text PRIMARY KEY NOT NULL,
	"edited_at" timestamp with time zone NOT NULL,
	"edited_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mid_banners" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_cards" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "published" boolean DEFAULT true NOT NULL;