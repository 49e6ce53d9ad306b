ALTER TYPE "public"."film_approval_status" ADD VALUE 'returned';--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "returned_at" timestamp with time zone;