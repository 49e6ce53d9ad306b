CREATE INDEX "admissions_issued_idx" ON "admissions" USING btree ("cinema_id","issued_at") WHERE issued_at is not null;--> statement-breakpoint
CREATE INDEX "admissions_admitted_idx" ON "admissions" USING btree ("cinema_id","admitted_at") WHERE admitted_at is not null;--> statement-breakpoint
CREATE INDEX "transactions_client_idx" ON "transactions" USING btree ("brand_id","client_id","sales_business_date") WHERE client_id is not null;--> statement-breakpoint
CREATE INDEX "transactions_member_idx" ON "transactions" USING btree ("brand_id","member_no");