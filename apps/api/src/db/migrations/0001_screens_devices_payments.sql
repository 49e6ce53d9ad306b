CREATE TYPE "public"."shop_group" AS ENUM('project', 'product', 'food', 'fee', 'other');--> statement-breakpoint
CREATE TYPE "public"."version_kind" AS ENUM('language', 'format', 'sound', 'extra');--> statement-breakpoint
CREATE TYPE "public"."device_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."device_type" AS ENUM('pos', 'kiosk', 'kitchenPrinter', 'signage');--> statement-breakpoint
CREATE TYPE "public"."paper_width" AS ENUM('58', '80');--> statement-breakpoint
CREATE TYPE "public"."payment_channel" AS ENUM('pos', 'kiosk', 'online');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('cash', 'credit', 'emoney', 'qr', 'movieTicket', 'coupon', 'voucher', 'custom');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('paperOut', 'offline', 'error', 'other');--> statement-breakpoint
CREATE TYPE "public"."notification_level" AS ENUM('info', 'warning', 'error');--> statement-breakpoint
CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"kind" "version_kind" NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" "device_type" NOT NULL,
	"status" "device_status" DEFAULT 'active' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"secret_hash" text NOT NULL,
	"secret_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_printer_settings" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"shop_groups" "shop_group"[] NOT NULL,
	"paper_width" "paper_width" DEFAULT '80' NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method_cinemas" (
	"payment_method_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"channel" "payment_channel" NOT NULL,
	CONSTRAINT "payment_method_cinemas_payment_method_id_cinema_id_channel_pk" PRIMARY KEY("payment_method_id","cinema_id","channel")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"gives_change" boolean DEFAULT false NOT NULL,
	"fee_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_notification_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"level" "notification_level" NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"message" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "houses" ADD COLUMN "seat_plan" jsonb DEFAULT '{"rows":1,"cols":1,"rowLabels":["A"],"numbering":"ltr","cells":[null]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "houses" ADD COLUMN "seat_counts" jsonb DEFAULT '{"general":0,"wheelchair":0,"vip":0,"special":0,"pair":0,"closed":0,"total":0,"sellable":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "houses" ADD COLUMN "standing_capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "houses" ADD COLUMN "format_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_printer_settings" ADD CONSTRAINT "kitchen_printer_settings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_printer_settings" ADD CONSTRAINT "kitchen_printer_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_printer_settings" ADD CONSTRAINT "kitchen_printer_settings_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_cinemas" ADD CONSTRAINT "payment_method_cinemas_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_cinemas" ADD CONSTRAINT "payment_method_cinemas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_cinemas" ADD CONSTRAINT "payment_method_cinemas_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_notification_logs" ADD CONSTRAINT "device_notification_logs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_notification_logs" ADD CONSTRAINT "device_notification_logs_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_notification_logs" ADD CONSTRAINT "device_notification_logs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "versions_cinema_kind_code_uq" ON "versions" USING btree ("cinema_id","kind","code");--> statement-breakpoint
CREATE INDEX "versions_brand_idx" ON "versions" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_cinema_code_uq" ON "devices" USING btree ("cinema_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_secret_hash_uq" ON "devices" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "devices_brand_idx" ON "devices" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "kitchen_printer_settings_cinema_idx" ON "kitchen_printer_settings" USING btree ("cinema_id");--> statement-breakpoint
CREATE INDEX "payment_method_cinemas_cinema_idx" ON "payment_method_cinemas" USING btree ("cinema_id");--> statement-breakpoint
CREATE INDEX "payment_method_cinemas_brand_idx" ON "payment_method_cinemas" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_brand_code_uq" ON "payment_methods" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "payment_methods_brand_idx" ON "payment_methods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "device_notification_logs_brand_at_idx" ON "device_notification_logs" USING btree ("brand_id","occurred_at");--> statement-breakpoint
CREATE INDEX "device_notification_logs_cinema_at_idx" ON "device_notification_logs" USING btree ("cinema_id","occurred_at");--> statement-breakpoint
CREATE INDEX "device_notification_logs_device_idx" ON "device_notification_logs" USING btree ("device_id");