ALTER TABLE "brands" ADD COLUMN "logo_image" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "stamp_image" jsonb;--> statement-breakpoint
ALTER TABLE "cinemas" ADD COLUMN "default_cleaning_minutes" integer DEFAULT 15 NOT NULL;