ALTER TABLE "rb_screening" ADD COLUMN "admitted_counter" integer;--> statement-breakpoint
ALTER TABLE "rb_screening" ADD COLUMN "admitted_online" integer;--> statement-breakpoint
ALTER TABLE "rb_screening" ADD COLUMN "admitted_movie_ticket" integer;--> statement-breakpoint
ALTER TABLE "rb_screening" ADD COLUMN "admitted_advance" integer;--> statement-breakpoint
ALTER TABLE "rb_screening" ADD COLUMN "admitted_invitation" integer;