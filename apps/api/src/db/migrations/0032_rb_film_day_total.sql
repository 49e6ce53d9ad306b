CREATE TABLE "rb_film_day_total" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"screening_bd" date NOT NULL,
	"film_id" integer NOT NULL,
	"fee_category" text NOT NULL,
	"format_id" integer NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"comps" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"booked_tax" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_film_day_total_pk" PRIMARY KEY("cinema_id","screening_bd","film_id","fee_category","format_id")
);
--> statement-breakpoint
DROP INDEX "screenings_film_idx";--> statement-breakpoint
CREATE INDEX "screenings_film_cinema_day_idx" ON "screenings" USING btree ("film_id","cinema_id","business_date");--> statement-breakpoint
CREATE INDEX "transaction_payments_movie_ticket_idx" ON "transaction_payments" USING btree ("transaction_id") WHERE method_kind = 'movieTicket';--> statement-breakpoint
-- custom: backfill R1T from R1 (the same facts grouped coarser, so it is exact without reading them)
INSERT INTO "rb_film_day_total" ("brand_id", "cinema_id", "screening_bd", "film_id", "fee_category", "format_id", "tickets", "comps", "refunds", "paid", "discount", "surcharge", "booked", "booked_tax")
SELECT "brand_id", "cinema_id", "screening_bd", "film_id", "fee_category", "format_id", sum("tickets"), sum("comps"), sum("refunds"), sum("paid"), sum("discount"), sum("surcharge"), sum("booked"), sum("booked_tax")
FROM "rb_film_day" GROUP BY "brand_id", "cinema_id", "screening_bd", "film_id", "fee_category", "format_id";
