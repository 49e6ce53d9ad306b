DROP INDEX "screenings_film_idx";--> statement-breakpoint
CREATE INDEX "screenings_film_cinema_day_idx" ON "screenings" USING btree ("film_id","cinema_id","business_date");--> statement-breakpoint
CREATE INDEX "transaction_payments_movie_ticket_idx" ON "transaction_payments" USING btree ("transaction_id") WHERE method_kind = 'movieTicket';