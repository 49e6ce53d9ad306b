CREATE TYPE "public"."account_type" AS ENUM('superAdmin', 'brand', 'cinema');--> statement-breakpoint
CREATE TYPE "public"."cinema_status" AS ENUM('beforeOpening', 'open', 'suspended', 'closed');--> statement-breakpoint
CREATE TYPE "public"."holiday_shift" AS ENUM('before', 'after');--> statement-breakpoint
CREATE TYPE "public"."receivable_cycle" AS ENUM('monthEnd', 'day20', 'day25');--> statement-breakpoint
CREATE TYPE "public"."rounding_mode" AS ENUM('ROUND', 'ROUND_DOWN', 'ROUND_UP');--> statement-breakpoint
CREATE TYPE "public"."tax_handling" AS ENUM('inclusive', 'exclusive');--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text,
	"company_name" text NOT NULL,
	"representative" text,
	"postal_code" text,
	"prefecture_code" text,
	"address" text,
	"phone" text,
	"email" text,
	"invoice_number" text,
	"fraction_rounding" "rounding_mode" DEFAULT 'ROUND_DOWN' NOT NULL,
	"tax_handling" "tax_handling" DEFAULT 'inclusive' NOT NULL,
	"receivable_cycle" "receivable_cycle" DEFAULT 'monthEnd' NOT NULL,
	"receivable_holiday_shift" "holiday_shift" DEFAULT 'after' NOT NULL,
	"module_map" jsonb NOT NULL,
	"custom_domain" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cinemas" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text,
	"status" "cinema_status" DEFAULT 'open' NOT NULL,
	"opening_date" date,
	"postal_code" text,
	"prefecture_code" text NOT NULL,
	"city" text NOT NULL,
	"address_line" text,
	"building" text,
	"phone" text,
	"email" text,
	"business_day_cutoff_hour" integer DEFAULT 29 NOT NULL,
	"online_sales_start_days" integer DEFAULT 2 NOT NULL,
	"online_sales_start_time" text,
	"online_sales_end_minutes" integer DEFAULT 20 NOT NULL,
	"pos_sales_end_minutes" integer DEFAULT 30 NOT NULL,
	"max_tickets_per_order" integer DEFAULT 10 NOT NULL,
	"seat_hold_minutes" integer DEFAULT 10 NOT NULL,
	"payment_shop_id" text,
	"mail_sender_name" text,
	"mail_sender_address" text,
	"mail_reply_to" text,
	"website_url" text,
	"x_url" text,
	"instagram_url" text,
	"facebook_url" text,
	"line_url" text,
	"youtube_url" text,
	"sort_order" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"seat_count" integer DEFAULT 0 NOT NULL,
	"sort_order" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"permissions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_cinemas" (
	"account_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "account_cinemas_account_id_cinema_id_pk" PRIMARY KEY("account_id","cinema_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text NOT NULL,
	"type" "account_type" NOT NULL,
	"brand_id" integer,
	"role_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"note" text,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"acting_account_id" integer,
	"cinema_id" integer,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"user_name" text,
	"acting_account_id" integer,
	"acting_user_name" text,
	"brand_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" text,
	"detail" jsonb,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"password_expiry_days" integer DEFAULT 90 NOT NULL,
	"session_ttl_hours" integer DEFAULT 12 NOT NULL,
	"login_max_failures" integer DEFAULT 5 NOT NULL,
	"login_lock_minutes" integer DEFAULT 15 NOT NULL,
	"rounding_mode" "rounding_mode" DEFAULT 'ROUND_DOWN' NOT NULL,
	"special_brand_codes" text[] DEFAULT '{}' NOT NULL,
	"special_brand_code_prefix" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cinemas" ADD CONSTRAINT "cinemas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_cinemas" ADD CONSTRAINT "account_cinemas_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_cinemas" ADD CONSTRAINT "account_cinemas_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_cinemas" ADD CONSTRAINT "account_cinemas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_account_id_accounts_id_fk" FOREIGN KEY ("acting_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_uq" ON "brands" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_custom_domain_uq" ON "brands" USING btree ("custom_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "cinemas_brand_code_uq" ON "cinemas" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "cinemas_brand_idx" ON "cinemas" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "houses_cinema_code_uq" ON "houses" USING btree ("cinema_id","code");--> statement-breakpoint
CREATE INDEX "houses_brand_idx" ON "houses" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_brand_name_uq" ON "roles" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "roles_brand_idx" ON "roles" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "account_cinemas_cinema_idx" ON "account_cinemas" USING btree ("cinema_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_name_uq" ON "accounts" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_uq" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_brand_idx" ON "accounts" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "audit_logs_brand_at_idx" ON "audit_logs" USING btree ("brand_id","at");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id");