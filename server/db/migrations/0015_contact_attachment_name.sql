-- The attachment's file name as the member sent it, so the forward to the support inbox (now a
-- durable job, issue 40) names the file as the member did. NULL for older rows and messages without one.
ALTER TABLE "contact_messages" ADD COLUMN "attachment_name" text;