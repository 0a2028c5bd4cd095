-- A delivery being sent keeps when its attempt began in lease_started_at, no longer in sent_at,
-- which now means only "handed to the mail server" (issue 40). Rows in flight at the upgrade move
-- their lease start over, so their lease still runs out JOBS_EXPIRE_SECONDS after it began.
ALTER TABLE "notification_deliveries" ADD COLUMN "lease_started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "notification_deliveries" SET "lease_started_at" = "sent_at", "sent_at" = NULL WHERE "status" = 'sending';
