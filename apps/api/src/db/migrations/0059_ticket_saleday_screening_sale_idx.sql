DROP INDEX "rb_ticket_saleday_screening_idx";--> statement-breakpoint
CREATE INDEX "rb_ticket_saleday_screening_idx" ON "rb_ticket_saleday" USING btree ("cinema_id","screening_bd","sale_bd");