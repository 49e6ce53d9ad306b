DROP INDEX "transaction_lines_screening_idx";--> statement-breakpoint
CREATE INDEX "transaction_lines_paper_idx" ON "transaction_lines" USING btree ("screening_id") WHERE coupon_serial is not null;--> statement-breakpoint
CREATE INDEX "transaction_lines_screening_idx" ON "transaction_lines" USING btree ("screening_id","transaction_id");