CREATE TYPE "public"."member_coupon_status" AS ENUM('draft', 'distributed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."member_coupon_target" AS ENUM('system', 'filter');--> statement-breakpoint
CREATE TYPE "public"."member_coupon_type" AS ENUM('plain', 'rank');--> statement-breakpoint
ALTER TYPE "public"."automation_action" ADD VALUE 'coupon';--> statement-breakpoint
CREATE TABLE "member_coupon_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_coupon_id" integer,
	"automation_fire_id" integer,
	"member_id" integer NOT NULL,
	"serial_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" "mail_magazine_category" NOT NULL,
	"memo" text,
	"coupon_id" integer NOT NULL,
	"type" "member_coupon_type" NOT NULL,
	"target" "member_coupon_target" NOT NULL,
	"member_system_id" integer,
	"member_filter_id" integer,
	"coupon_num" integer,
	"rank_counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limit" integer,
	"status" "member_coupon_status" DEFAULT 'draft' NOT NULL,
	"distributed_count" integer DEFAULT 0 NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"serial_batch_id" integer,
	"distributed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_rules" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "member_coupon_holds" ADD CONSTRAINT "member_coupon_holds_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupon_holds" ADD CONSTRAINT "member_coupon_holds_automation_fire_id_automation_fires_id_fk" FOREIGN KEY ("automation_fire_id") REFERENCES "public"."automation_fires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupon_holds" ADD CONSTRAINT "member_coupon_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupon_holds" ADD CONSTRAINT "member_coupon_holds_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_system_id_member_systems_id_fk" FOREIGN KEY ("member_system_id") REFERENCES "public"."member_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_filter_id_member_filters_id_fk" FOREIGN KEY ("member_filter_id") REFERENCES "public"."member_filters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupon_holds_serial_uq" ON "member_coupon_holds" USING btree ("serial_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupon_holds_fire_uq" ON "member_coupon_holds" USING btree ("automation_fire_id");--> statement-breakpoint
CREATE INDEX "member_coupon_holds_member_idx" ON "member_coupon_holds" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_coupon_holds_draft_idx" ON "member_coupon_holds" USING btree ("member_coupon_id");--> statement-breakpoint
CREATE INDEX "member_coupons_brand_idx" ON "member_coupons" USING btree ("brand_id","updated_at");--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;