CREATE TABLE "stored_files" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"media_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_kind_key_pk" PRIMARY KEY("kind","key")
);
