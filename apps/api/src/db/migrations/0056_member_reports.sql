CREATE TABLE "rb_member_day" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"sale_bd" date NOT NULL,
	"channel" "sales_channel" NOT NULL,
	"txns" integer DEFAULT 0 NOT NULL,
	"admissions" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"fee_count" integer DEFAULT 0 NOT NULL,
	"fee_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_member_day_pk" PRIMARY KEY("cinema_id","sale_bd","channel")
);
--> statement-breakpoint
CREATE INDEX "transaction_lines_fee_idx" ON "transaction_lines" USING btree ("brand_id","sales_business_date") WHERE line_type = 'membership_fee';--> statement-breakpoint
CREATE INDEX "member_point_entries_day_idx" ON "member_point_entries" USING btree ("brand_id","occurred_on");