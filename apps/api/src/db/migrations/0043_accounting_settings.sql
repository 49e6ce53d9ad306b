CREATE TYPE "public"."account_kind" AS ENUM('cash', 'odyDeposit', 'accReceivable', 'otherReceivable', 'inventory', 'otherAssets', 'accPayable', 'otherPayable', 'accuredExp', 'advancePay', 'deposit', 'tempReceipt', 'otherDebt', 'earnings', 'costOfSales', 'adminExp', 'nonopIncome', 'nonopExp', 'suspenseAcc');--> statement-breakpoint
CREATE TYPE "public"."account_tax_kind" AS ENUM('taxableSales10', 'taxableSales8', 'exemptSales', 'taxablePurchase10', 'taxablePurchase8', 'notTaxable');--> statement-breakpoint
CREATE TABLE "accounting_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"fiscal_year_start_month" integer DEFAULT 4 NOT NULL,
	"settlements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vouchers" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" "account_kind" NOT NULL,
	"tax_kind" "account_tax_kind" NOT NULL,
	"uses_sub_accounts" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_settings" ADD CONSTRAINT "accounting_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_subjects" ADD CONSTRAINT "accounting_subjects_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_settings_brand_uq" ON "accounting_settings" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_subjects_brand_code_uq" ON "accounting_subjects" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "accounting_subjects_brand_idx" ON "accounting_subjects" USING btree ("brand_id");