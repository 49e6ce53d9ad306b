CREATE TYPE "public"."bank_account_type" AS ENUM('ordinary', 'current');--> statement-breakpoint
CREATE TYPE "public"."client_role" AS ENUM('distributor', 'supplier', 'customer', 'payment');--> statement-breakpoint
CREATE TYPE "public"."client_type" AS ENUM('corporation', 'individual');--> statement-breakpoint
CREATE TYPE "public"."deposit_purpose" AS ENUM('receipt', 'payment');--> statement-breakpoint
CREATE TYPE "public"."holiday_rule" AS ENUM('none', 'before', 'after');--> statement-breakpoint
CREATE TABLE "client_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kana" text NOT NULL,
	"type" "client_type" NOT NULL,
	"role" "client_role" NOT NULL,
	"postal_code" text,
	"prefecture_code" text,
	"city" text,
	"address_line" text,
	"building" text,
	"phone" text,
	"contact_name" text,
	"email" text,
	"invoice_number" text,
	"closing_day" integer DEFAULT 31 NOT NULL,
	"payment_month" integer DEFAULT 1 NOT NULL,
	"payment_day" integer DEFAULT 31 NOT NULL,
	"holiday_rule" "holiday_rule" DEFAULT 'before' NOT NULL,
	"payment_terms" text,
	"client_group_id" integer,
	"bank_code" text,
	"branch_code" text,
	"account_type" "bank_account_type",
	"account_number" text,
	"account_holder" text,
	"memo" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"purpose" "deposit_purpose" NOT NULL,
	"bank_code" text NOT NULL,
	"branch_code" text NOT NULL,
	"account_type" "bank_account_type" NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"memo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_groups" ADD CONSTRAINT "client_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_client_group_id_client_groups_id_fk" FOREIGN KEY ("client_group_id") REFERENCES "public"."client_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_groups_brand_code_uq" ON "client_groups" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_brand_code_uq" ON "clients" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "clients_brand_idx" ON "clients" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "clients_group_idx" ON "clients" USING btree ("client_group_id");--> statement-breakpoint
CREATE INDEX "deposits_brand_idx" ON "deposits" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_default_uq" ON "deposits" USING btree ("brand_id","purpose") WHERE "deposits"."is_default";--> statement-breakpoint
-- custom SQL below
ALTER TABLE "clients" ADD CONSTRAINT "clients_bank_account_all_or_none" CHECK (num_nonnulls("bank_code", "branch_code", "account_type", "account_number", "account_holder") IN (0, 5));
