ALTER TABLE "screenings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- custom SQL below
-- Before this migration every screening was shown to customers; they stay published.
UPDATE "screenings" SET "published_at" = "updated_at";
