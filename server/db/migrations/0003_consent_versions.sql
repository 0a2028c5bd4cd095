CREATE TABLE "consent_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"version" integer NOT NULL,
	"material" boolean NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"page" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_versions_page_version_unique" ON "consent_versions" USING btree ("page","version");--> statement-breakpoint
CREATE INDEX "consents_uid_page_idx" ON "consents" USING btree ("uid","page");--> statement-breakpoint
-- Added by hand after drizzle-kit generate: version 1 of each legal page, the one every member so far has seen.
INSERT INTO "consent_versions" ("page", "version", "material", "summary") VALUES
	('terms-service', 1, true, 'First published version.'),
	('privacy-statement', 1, true, 'First published version.'),
	('cookie-policy', 1, true, 'First published version.'),
	('messages-organization', 1, true, 'First published version.');
--> statement-breakpoint
-- Members registered before versions existed ticked the consent boxes of version 1 when they registered.
INSERT INTO "consents" ("uid", "page", "version", "accepted_at")
	SELECT u."uid", v."page", 1, u."created_at" FROM "users" u CROSS JOIN "consent_versions" v WHERE v."version" = 1;
