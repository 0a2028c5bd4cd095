CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "totp_authenticators" (
	"uid" integer PRIMARY KEY NOT NULL,
	"secret" text,
	"activated_at" timestamp with time zone,
	"pending_secret" text,
	"pending_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_step" bigint
);
--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD COLUMN "factor" text;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_authenticators" ADD CONSTRAINT "totp_authenticators_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_uid_hash_unique" ON "recovery_codes" USING btree ("uid","code_hash");