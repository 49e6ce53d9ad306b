ALTER TYPE "public"."payment_kind" ADD VALUE 'points' BEFORE 'custom';--> statement-breakpoint
ALTER TYPE "public"."member_point_kind" ADD VALUE 'useReversal' BEFORE 'expire';