ALTER TABLE "brands" ADD COLUMN "week_start_day" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
-- custom SQL below
ALTER TABLE "brands" ADD CONSTRAINT "brands_week_start_day_ck" CHECK ("week_start_day" BETWEEN 0 AND 6);
