CREATE TYPE "public"."ingredient_unit" AS ENUM('g', 'ml', 'piece');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('SALES_ITEM', 'CONSIGNMENT');--> statement-breakpoint
CREATE TYPE "public"."shop_item_kind" AS ENUM('concession', 'commercial', 'otherRevenue', 'otherGoods', 'set');--> statement-breakpoint
CREATE TYPE "public"."shop_item_state" AS ENUM('selling', 'updating', 'stopped');--> statement-breakpoint
CREATE TYPE "public"."tax_display" AS ENUM('inclusive', 'exclusive');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_kind" AS ENUM('receipt', 'return', 'disposal', 'damage', 'countDiff', 'transferOut', 'transferIn', 'other', 'sale', 'saleVoid');--> statement-breakpoint
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
CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"name" text NOT NULL,
	"for_sales" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"shop_item_id" integer,
	"ingredient_id" integer,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text,
	"reference" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_shop_item_id_shop_items_id_fk" FOREIGN KEY ("shop_item_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_brand_code_uq" ON "ingredients" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "ingredients_brand_idx" ON "ingredients" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "shop_item_recipes_item_idx" ON "shop_item_recipes" USING btree ("shop_item_id");--> statement-breakpoint
CREATE INDEX "shop_item_recipes_ingredient_idx" ON "shop_item_recipes" USING btree ("ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_items_brand_code_uq" ON "shop_items" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_items_brand_jan_uq" ON "shop_items" USING btree ("brand_id","jan_code") WHERE "shop_items"."jan_code" is not null;--> statement-breakpoint
CREATE INDEX "shop_items_brand_kind_idx" ON "shop_items" USING btree ("brand_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "shop_set_components_set_idx" ON "shop_set_components" USING btree ("set_item_id");--> statement-breakpoint
CREATE INDEX "shop_set_components_item_idx" ON "shop_set_components" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_cinema_name_uq" ON "stock_locations" USING btree ("cinema_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_cinema_sales_uq" ON "stock_locations" USING btree ("cinema_id") WHERE "stock_locations"."for_sales";--> statement-breakpoint
CREATE INDEX "stock_movements_cinema_time_idx" ON "stock_movements" USING btree ("brand_id","cinema_id","occurred_at");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("location_id","shop_item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_ingredient_idx" ON "stock_movements" USING btree ("location_id","ingredient_id");--> statement-breakpoint
-- custom SQL below
-- A movement moves exactly one thing (a shop item or an ingredient), never zero units.
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_one_target_ck" CHECK (("shop_item_id" is null) <> ("ingredient_id" is null) AND "quantity" <> 0);
