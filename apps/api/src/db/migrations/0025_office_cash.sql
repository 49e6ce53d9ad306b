ALTER TABLE "cashier_shifts" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD COLUMN "kind" text DEFAULT 'drawer' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_office_uq" ON "cashier_shifts" USING btree ("cinema_id","sales_business_date") WHERE kind = 'office';