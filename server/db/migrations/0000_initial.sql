CREATE TABLE "banners" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner_asset" text NOT NULL,
	"redirect_links" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"name" text NOT NULL,
	"mail" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"uid" integer,
	"resource" text DEFAULT '' NOT NULL,
	"attachment_path" text,
	"attachment_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" text PRIMARY KEY NOT NULL,
	"country_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flood_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"identifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"jti" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text NOT NULL,
	"country_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_jti_unique" UNIQUE("jti")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug_url" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_pages_slug_url_unique" UNIQUE("slug_url")
);
--> statement-breakpoint
CREATE TABLE "mid_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_asset" text NOT NULL,
	"small_banner_asset" text NOT NULL,
	"body" text NOT NULL,
	"redirect_link" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"nid" integer NOT NULL,
	"uid" integer NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_recipients_nid_uid_pk" PRIMARY KEY("nid","uid")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"nid" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"audience" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"tid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"slug_url" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"nid" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"media_assets" text DEFAULT '' NOT NULL,
	"url_type" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"related_resource_tags" text DEFAULT '' NOT NULL,
	"enable_visit" boolean DEFAULT false NOT NULL,
	"web_app_url" text DEFAULT '' NOT NULL,
	"mobile_app_url" text DEFAULT '' NOT NULL,
	"popup_consent" text DEFAULT '' NOT NULL,
	"slug_url" text NOT NULL,
	"user_type" text[] NOT NULL,
	"required_approval" boolean DEFAULT false NOT NULL,
	"support_areas" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resources_slug_url_unique" UNIQUE("slug_url")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"access_token_hash" text NOT NULL,
	"logout_token_hash" text NOT NULL,
	"csrf_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"tid" integer PRIMARY KEY NOT NULL,
	"profession_tid" integer NOT NULL,
	"name" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"uid" integer NOT NULL,
	"nid" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "subscriptions_uid_nid_pk" PRIMARY KEY("uid","nid")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"mail" text NOT NULL,
	"pass_hash" text NOT NULL,
	"status" text DEFAULT 'blocked' NOT NULL,
	"user_type" text NOT NULL,
	"name_title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"institution_name" text,
	"profession_tid" integer,
	"specialty_tid" integer,
	"company_name" text,
	"country_id" text,
	"picture_path" text DEFAULT '' NOT NULL,
	"email_notification" boolean,
	"roles" text[] DEFAULT ARRAY['authenticated']::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_nid_notifications_nid_fk" FOREIGN KEY ("nid") REFERENCES "public"."notifications"("nid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialities" ADD CONSTRAINT "specialities_profession_tid_professions_tid_fk" FOREIGN KEY ("profession_tid") REFERENCES "public"."professions"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_nid_resources_nid_fk" FOREIGN KEY ("nid") REFERENCES "public"."resources"("nid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profession_tid_professions_tid_fk" FOREIGN KEY ("profession_tid") REFERENCES "public"."professions"("tid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_specialty_tid_specialities_tid_fk" FOREIGN KEY ("specialty_tid") REFERENCES "public"."specialities"("tid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flood_events_lookup_idx" ON "flood_events" USING btree ("event","identifier","expires_at");--> statement-breakpoint
CREATE INDEX "notification_recipients_uid_idx" ON "notification_recipients" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_unique" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_access_unique" ON "sessions" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "specialities_profession_idx" ON "specialities" USING btree ("profession_tid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mail_unique" ON "users" USING btree (lower("mail"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_uuid_unique" ON "users" USING btree ("uuid");