CREATE TABLE "resource_managers" (
	"tid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
