CREATE TYPE "public"."sales_stop_scope" AS ENUM('platform', 'cinema');--> statement-breakpoint
CREATE TYPE "public"."screening_status" AS ENUM('planned', 'onSale', 'stopped', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."sales_device" AS ENUM('pos', 'kiosk', 'online');--> statement-breakpoint
CREATE TYPE "public"."seat_type" AS ENUM('general', 'wheelchair', 'vip', 'special', 'pair', 'closed');--> statement-breakpoint
CREATE TYPE "public"."ticket_kind" AS ENUM('general', 'university', 'highSchool', 'child', 'infant', 'senior', 'disabled', 'member', 'custom');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('amount', 'free');--> statement-breakpoint
CREATE TABLE "sales_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" "sales_stop_scope" NOT NULL,
	"brand_id" integer,
	"cinema_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"message" text NOT NULL,
	"created_by_id" integer,
	"created_by_name" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_stops_scope_owner_ck" CHECK (("sales_stops"."scope" = 'platform' and "sales_stops"."brand_id" is null and "sales_stops"."cinema_id" is null) or ("sales_stops"."scope" = 'cinema' and "sales_stops"."brand_id" is not null and "sales_stops"."cinema_id" is not null)),
	CONSTRAINT "sales_stops_period_ck" CHECK ("sales_stops"."ends_at" is null or "sales_stops"."ends_at" > "sales_stops"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "screenings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"film_id" integer NOT NULL,
	"house_id" integer NOT NULL,
	"language_version_id" integer NOT NULL,
	"format_version_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"cleaning_minutes" integer DEFAULT 15 NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"business_date" date NOT NULL,
	"category" "film_fee_category" DEFAULT 'main' NOT NULL,
	"price_template_id" integer,
	"sales_start_at" timestamp with time zone,
	"sales_end_at" timestamp with time zone,
	"online_sales" boolean DEFAULT true NOT NULL,
	"pos_sales" boolean DEFAULT true NOT NULL,
	"kiosk_sales" boolean DEFAULT true NOT NULL,
	"status" "screening_status" DEFAULT 'planned' NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screenings_end_after_start_ck" CHECK ("screenings"."end_at" > "screenings"."start_at"),
	CONSTRAINT "screenings_blocked_until_ck" CHECK ("screenings"."blocked_until" = "screenings"."end_at" + make_interval(mins => "screenings"."cleaning_minutes"))
);
--> statement-breakpoint
CREATE TABLE "price_template_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"kind" "ticket_kind" NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"additional_charge" integer DEFAULT 0 NOT NULL,
	"sales_start_time" text,
	"sales_end_time" text,
	"max_purchases" integer,
	"presale_member_rank" integer,
	"standing_seat_count" integer DEFAULT 0 NOT NULL,
	"seat_types" "seat_type"[] NOT NULL,
	"purchase_unit" integer DEFAULT 1 NOT NULL,
	"alert_message" text,
	"display_from" date,
	"display_to" date,
	"devices" "sales_device"[] NOT NULL,
	"weekdays" integer[] NOT NULL,
	"categories" "film_fee_category"[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"amount_off" integer,
	"same_day_only" boolean DEFAULT false NOT NULL,
	"box_office_reflection" boolean DEFAULT true NOT NULL,
	"coupon_combinable" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"weekdays" integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_stops" ADD CONSTRAINT "sales_stops_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_stops" ADD CONSTRAINT "sales_stops_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_stops" ADD CONSTRAINT "sales_stops_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_language_version_id_versions_id_fk" FOREIGN KEY ("language_version_id") REFERENCES "public"."versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_format_version_id_versions_id_fk" FOREIGN KEY ("format_version_id") REFERENCES "public"."versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_price_template_id_price_templates_id_fk" FOREIGN KEY ("price_template_id") REFERENCES "public"."price_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_template_tickets" ADD CONSTRAINT "price_template_tickets_template_id_price_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."price_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_template_tickets" ADD CONSTRAINT "price_template_tickets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_templates" ADD CONSTRAINT "price_templates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_templates" ADD CONSTRAINT "price_templates_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD CONSTRAINT "discount_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD CONSTRAINT "discount_rules_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_stops_cinema_starts_idx" ON "sales_stops" USING btree ("cinema_id","starts_at");--> statement-breakpoint
CREATE INDEX "sales_stops_scope_starts_idx" ON "sales_stops" USING btree ("scope","starts_at");--> statement-breakpoint
CREATE INDEX "sales_stops_brand_idx" ON "sales_stops" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "screenings_cinema_date_idx" ON "screenings" USING btree ("cinema_id","business_date","start_at");--> statement-breakpoint
CREATE INDEX "screenings_house_start_idx" ON "screenings" USING btree ("house_id","start_at");--> statement-breakpoint
CREATE INDEX "screenings_film_idx" ON "screenings" USING btree ("film_id");--> statement-breakpoint
CREATE INDEX "screenings_brand_idx" ON "screenings" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "price_template_tickets_template_idx" ON "price_template_tickets" USING btree ("template_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "price_templates_cinema_name_uq" ON "price_templates" USING btree ("cinema_id","name");--> statement-breakpoint
CREATE INDEX "price_templates_brand_idx" ON "price_templates" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_rules_cinema_name_uq" ON "discount_rules" USING btree ("cinema_id","name");--> statement-breakpoint
CREATE INDEX "discount_rules_brand_idx" ON "discount_rules" USING btree ("brand_id");--> statement-breakpoint
-- Two live screenings may not hold one screen at once: [start_at, blocked_until) where
-- blocked_until = end_at + the cleaning interval. Cancelled screenings free the screen.
-- btree_gist lets the gist index compare house_id with = next to the range's &&.
-- (Written by hand: drizzle-kit cannot express EXCLUDE constraints.)
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_house_no_overlap" EXCLUDE USING gist ("house_id" WITH =, tstzrange("start_at", "blocked_until", '[)') WITH &&) WHERE ("status" <> 'cancelled');
