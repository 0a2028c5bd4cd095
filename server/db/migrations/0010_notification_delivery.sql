-- The job queue's schema (pg-boss creates its tables in it at start-up). Created here, under the
-- migrations' lock, because two processes starting together on an empty database would both
-- create it and one would fail (server/jobs/durable-jobs.ts).
CREATE SCHEMA IF NOT EXISTS "pgboss";--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"nid" integer NOT NULL,
	"uid" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_nid_uid_pk" PRIMARY KEY("nid","uid")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "send_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "created_by" text;--> statement-breakpoint
UPDATE "notifications" SET "send_at" = "created_at";--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_nid_notifications_nid_fk" FOREIGN KEY ("nid") REFERENCES "public"."notifications"("nid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_status_idx" ON "notification_deliveries" USING btree ("nid","status");