CREATE TYPE "public"."sales_group_cost_kind" AS ENUM('none', 'purchaseCost', 'filmFee');--> statement-breakpoint
CREATE TYPE "public"."sales_group_sub_method" AS ENUM('free', 'client', 'clientGroup', 'cinema');--> statement-breakpoint
CREATE TYPE "public"."sales_group_target" AS ENUM('general', 'university', 'highSchool', 'child', 'infant', 'senior', 'disabled', 'member', 'custom', 'membershipFee');--> statement-breakpoint
CREATE TABLE "sales_group_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"target" "sales_group_target" NOT NULL,
	"sales_group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"subject_id" integer NOT NULL,
	"sub1_method" "sales_group_sub_method" DEFAULT 'free' NOT NULL,
	"sub1_value" text,
	"sub2_method" "sales_group_sub_method" DEFAULT 'free' NOT NULL,
	"sub2_value" text,
	"cost_kind" "sales_group_cost_kind" DEFAULT 'none' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "sales_group_id" integer;--> statement-breakpoint
ALTER TABLE "shop_items" ADD COLUMN "sales_group_id" integer;--> statement-breakpoint
ALTER TABLE "sales_group_assignments" ADD CONSTRAINT "sales_group_assignments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_group_assignments" ADD CONSTRAINT "sales_group_assignments_sales_group_id_sales_groups_id_fk" FOREIGN KEY ("sales_group_id") REFERENCES "public"."sales_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_groups" ADD CONSTRAINT "sales_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_groups" ADD CONSTRAINT "sales_groups_subject_id_accounting_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."accounting_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_group_assignments_brand_target_uq" ON "sales_group_assignments" USING btree ("brand_id","target");--> statement-breakpoint
CREATE INDEX "sales_group_assignments_group_idx" ON "sales_group_assignments" USING btree ("sales_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_groups_brand_code_uq" ON "sales_groups" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "sales_groups_brand_idx" ON "sales_groups" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "sales_groups_subject_idx" ON "sales_groups" USING btree ("subject_id");--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_sales_group_id_sales_groups_id_fk" FOREIGN KEY ("sales_group_id") REFERENCES "public"."sales_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_sales_group_id_sales_groups_id_fk" FOREIGN KEY ("sales_group_id") REFERENCES "public"."sales_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_sales_group_idx" ON "payment_methods" USING btree ("sales_group_id");--> statement-breakpoint
CREATE INDEX "shop_items_sales_group_idx" ON "shop_items" USING btree ("sales_group_id");