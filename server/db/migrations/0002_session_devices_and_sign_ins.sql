CREATE TABLE "sign_in_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"outcome" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip_prefix" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD CONSTRAINT "sign_in_events_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_events_uid_created_idx" ON "sign_in_events" USING btree ("uid","created_at");