CREATE TABLE "rb_customer_day" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"sale_bd" date NOT NULL,
	"prefecture" text NOT NULL,
	"age_band" text NOT NULL,
	"gender" text NOT NULL,
	"txns" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_customer_day_pk" PRIMARY KEY("cinema_id","sale_bd","prefecture","age_band","gender")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "customer_prefecture" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "customer_age_band" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "customer_gender" text;--> statement-breakpoint
-- custom: backfill R10 from the documents already rolled up (docs/reports.md, "rollups"): none carries attributes yet, so every one counts under 未回答; the source is rollup-sources.ts's R10
INSERT INTO "rb_customer_day" ("cinema_id", "sale_bd", "prefecture", "age_band", "gender", "brand_id", "txns", "amount")
SELECT t.cinema_id, t.sales_business_date, '', '', 'unanswered', t.brand_id,
  sum(CASE t.kind WHEN 'sale' THEN 1 WHEN 'void' THEN -1 ELSE 0 END)::int, sum(t.total - t.tax)::int
FROM "transactions" t JOIN "rolled_up_transactions" ru ON ru.transaction_id = t.id
GROUP BY t.cinema_id, t.sales_business_date, t.brand_id;
