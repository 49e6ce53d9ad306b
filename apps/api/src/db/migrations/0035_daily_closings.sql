CREATE TABLE "daily_closings" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" integer,
	"closed_by_name" text,
	"deposit_amount" integer,
	"deposit_bag_no" text,
	"depositor_name" text,
	"cash_difference_note" text,
	"deposit_recorded_by_name" text,
	"deposit_recorded_at" timestamp with time zone,
	"snapshot" jsonb,
	"reopened_at" timestamp with time zone,
	"reopened_by_id" integer,
	"reopened_by_name" text,
	"reopen_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_closings_pk" PRIMARY KEY("cinema_id","business_date")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "posted_from_business_date" date;--> statement-breakpoint
ALTER TABLE "daily_closings" ADD CONSTRAINT "daily_closings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_closings" ADD CONSTRAINT "daily_closings_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_closings" ADD CONSTRAINT "daily_closings_closed_by_id_accounts_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_closings" ADD CONSTRAINT "daily_closings_reopened_by_id_accounts_id_fk" FOREIGN KEY ("reopened_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_closings_brand_idx" ON "daily_closings" USING btree ("brand_id","business_date");--> statement-breakpoint
CREATE INDEX "transactions_posted_from_idx" ON "transactions" USING btree ("cinema_id","posted_from_business_date") WHERE posted_from_business_date is not null;