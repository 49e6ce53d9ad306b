CREATE TYPE "public"."seat_reservation_status" AS ENUM('held', 'sold', 'released');--> statement-breakpoint
ALTER TYPE "public"."device_type" ADD VALUE 'online';--> statement-breakpoint
CREATE TABLE "seat_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"screening_id" integer NOT NULL,
	"seat_key" text NOT NULL,
	"seat_type" text NOT NULL,
	"transaction_id" uuid,
	"status" "seat_reservation_status" NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seat_reservations" ADD CONSTRAINT "seat_reservations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_reservations" ADD CONSTRAINT "seat_reservations_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_reservations" ADD CONSTRAINT "seat_reservations_screening_id_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."screenings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_reservations_taken_uq" ON "seat_reservations" USING btree ("screening_id","seat_key") WHERE "seat_reservations"."status" in ('held', 'sold');--> statement-breakpoint
CREATE INDEX "seat_reservations_screening_idx" ON "seat_reservations" USING btree ("screening_id","status");--> statement-breakpoint
CREATE INDEX "seat_reservations_transaction_idx" ON "seat_reservations" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "seat_reservations_brand_idx" ON "seat_reservations" USING btree ("brand_id");