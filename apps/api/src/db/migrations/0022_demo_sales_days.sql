CREATE TABLE "demo_sales_days" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"transactions" integer NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_sales_days_pk" PRIMARY KEY("cinema_id","business_date")
);
--> statement-breakpoint
CREATE INDEX "transaction_lines_screening_day_idx" ON "transaction_lines" USING btree ("screening_business_date");