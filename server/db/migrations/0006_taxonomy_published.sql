ALTER TABLE "professions" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_managers" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN "published" boolean DEFAULT true NOT NULL;