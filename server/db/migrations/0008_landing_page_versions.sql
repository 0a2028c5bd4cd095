CREATE TABLE "landing_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"slug_url" text NOT NULL,
	"location" text NOT NULL,
	"body" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text NOT NULL,
	"material" boolean DEFAULT false NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"consent_version" integer
);
--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_page_versions" ADD CONSTRAINT "landing_page_versions_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landing_page_versions_page_version_unique" ON "landing_page_versions" USING btree ("page_id","version");--> statement-breakpoint
-- Added by hand after drizzle-kit generate: pages that existed before versions were kept get their content as version 1.
INSERT INTO "landing_page_versions" ("page_id", "version", "title", "slug_url", "location", "body", "saved_by", "summary")
	SELECT "id", 1, "title", "slug_url", "location", "body", 'migration', 'The page as it was when versions started to be kept.' FROM "landing_pages";
