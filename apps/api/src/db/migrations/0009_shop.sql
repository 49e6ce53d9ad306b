CREATE TYPE "public"."ingredient_unit" AS ENUM('g', 'ml', 'piece');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('SALES_ITEM', 'CONSIGNMENT');--> statement-breakpoint
CREATE TYPE "public"."shop_item_kind" AS ENUM('concession', 'commercial', 'otherRevenue', 'otherGoods', 'set');--> statement-breakpoint
CREATE TYPE "public"."shop_item_state" AS ENUM('selling', 'updating', 'stopped');--> statement-breakpoint
CREATE TYPE "public"."tax_display" AS ENUM('inclusive', 'exclusive');--> statement-breakpoint
ALTER TYPE "public"."upload_purpose" ADD VALUE 'shopItemImage' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text,
	"unit" "ingredient_unit" NOT NULL,
	"purchase_price" integer DEFAULT 0 NOT NULL,
	"purchase_quantity" integer DEFAULT 1 NOT NULL,
	"stock_controlled" boolean DEFAULT true NOT NULL,
	"min_stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_item_recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"shop_item_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"option_group" text,
	"option_choice" text,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" "shop_item_kind" NOT NULL,
	"code" text NOT NULL,
	"jan_code" text,
	"name" text NOT NULL,
	"name_kana" text,
	"shop_group" "shop_group" NOT NULL,
	"category" text,
	"image" jsonb,
	"recommended" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"state" "shop_item_state" DEFAULT 'selling' NOT NULL,
	"sale_from" date,
	"sale_to" date,
	"price" integer NOT NULL,
	"tax_rate" double precision NOT NULL,
	"eat_in_tax_rate" double precision,
	"tax_display" "tax_display" DEFAULT 'inclusive' NOT NULL,
	"purchase_price" integer,
	"product_type" "product_type" DEFAULT 'SALES_ITEM' NOT NULL,
	"consignor" text,
	"commission_rate" integer,
	"inventory_control" boolean DEFAULT false NOT NULL,
	"min_stock" integer,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_set_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"set_item_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"choice_group" text,
	"option_choice" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_item_recipes" ADD CONSTRAINT "shop_item_recipes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_item_recipes" ADD CONSTRAINT "shop_item_recipes_shop_item_id_shop_items_id_fk" FOREIGN KEY ("shop_item_id") REFERENCES "public"."shop_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_item_recipes" ADD CONSTRAINT "shop_item_recipes_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_set_components" ADD CONSTRAINT "shop_set_components_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_set_components" ADD CONSTRAINT "shop_set_components_set_item_id_shop_items_id_fk" FOREIGN KEY ("set_item_id") REFERENCES "public"."shop_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_set_components" ADD CONSTRAINT "shop_set_components_item_id_shop_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_brand_code_uq" ON "ingredients" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "ingredients_brand_idx" ON "ingredients" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "shop_item_recipes_item_idx" ON "shop_item_recipes" USING btree ("shop_item_id");--> statement-breakpoint
CREATE INDEX "shop_item_recipes_ingredient_idx" ON "shop_item_recipes" USING btree ("ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_items_brand_code_uq" ON "shop_items" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_items_brand_jan_uq" ON "shop_items" USING btree ("brand_id","jan_code") WHERE "shop_items"."jan_code" is not null;--> statement-breakpoint
CREATE INDEX "shop_items_brand_kind_idx" ON "shop_items" USING btree ("brand_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "shop_set_components_set_idx" ON "shop_set_components" USING btree ("set_item_id");--> statement-breakpoint
CREATE INDEX "shop_set_components_item_idx" ON "shop_set_components" USING btree ("item_id");