ALTER TABLE "brands" ADD COLUMN "logo_image" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "stamp_image" jsonb;