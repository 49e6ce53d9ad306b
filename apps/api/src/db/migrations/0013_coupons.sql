CREATE TYPE "public"."coupon_discount_kind" AS ENUM('amountOff', 'fixedPrice');--> statement-breakpoint
CREATE TYPE "public"."coupon_expiry_type" AS ENUM('deadline', 'daysFromIssue', 'daysFromActivation', 'none');--> statement-breakpoint
CREATE TYPE "public"."coupon_kind" AS ENUM('coupon', 'viewing', 'invitation', 'advance');--> statement-breakpoint
CREATE TYPE "public"."coupon_state" AS ENUM('active', 'stopped');--> statement-breakpoint
CREATE TYPE "public"."serial_state" AS ENUM('issued', 'activated', 'invalid', 'used');--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" "coupon_kind" DEFAULT 'coupon' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"discount_kind" "coupon_discount_kind" NOT NULL,
	"discount_amount" integer NOT NULL,
	"ticket_kinds" "ticket_kind"[] DEFAULT '{}' NOT NULL,
	"seat_types" "seat_type"[] DEFAULT '{}' NOT NULL,
	"format_ids" integer[] DEFAULT '{}' NOT NULL,
	"shop_item_ids" integer[] DEFAULT '{}' NOT NULL,
	"shop_groups" "shop_group"[] DEFAULT '{}' NOT NULL,
	"min_purchase" integer,
	"cinema_ids" integer[] DEFAULT '{}' NOT NULL,
	"usage_limit" integer DEFAULT 1 NOT NULL,
	"expiry_type" "coupon_expiry_type" NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"valid_days" integer,
	"combinable" boolean DEFAULT false NOT NULL,
	"channels" "sales_device"[] NOT NULL,
	"client_id" integer,
	"face_value" integer,
	"booked_amount" integer,
	"film_ids" integer[] DEFAULT '{}' NOT NULL,
	"state" "coupon_state" DEFAULT 'active' NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_usage_limit_ck" CHECK ("coupons"."usage_limit" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "serial_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"count" integer NOT NULL,
	"first_seq" integer NOT NULL,
	"last_seq" integer NOT NULL,
	"client_id" integer,
	"note" text,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serial_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"serial_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"channel" "sales_device" NOT NULL,
	"reference" text,
	"account_id" integer,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"state" serial_state DEFAULT 'issued' NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone,
	"invalid_reason" text,
	"last_used_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serials_used_count_ck" CHECK ("serials"."used_count" between 0 and "serials"."usage_limit")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_batches" ADD CONSTRAINT "serial_batches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_batches" ADD CONSTRAINT "serial_batches_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_batches" ADD CONSTRAINT "serial_batches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_batches" ADD CONSTRAINT "serial_batches_issued_by_accounts_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_redemptions" ADD CONSTRAINT "serial_redemptions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_redemptions" ADD CONSTRAINT "serial_redemptions_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_redemptions" ADD CONSTRAINT "serial_redemptions_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serial_redemptions" ADD CONSTRAINT "serial_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_batch_id_serial_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."serial_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_brand_idx" ON "coupons" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "serial_batches_coupon_idx" ON "serial_batches" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "serial_redemptions_serial_idx" ON "serial_redemptions" USING btree ("serial_id");--> statement-breakpoint
CREATE UNIQUE INDEX "serials_brand_code_uq" ON "serials" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "serials_coupon_seq_uq" ON "serials" USING btree ("coupon_id","seq");