CREATE TABLE "cinema_menu_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"device_type" "device_type" NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cinema_shop_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"shop_item_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"price" integer,
	"sale_from" date,
	"sale_to" date,
	"sold_out_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cinema_menu_layouts" ADD CONSTRAINT "cinema_menu_layouts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinema_menu_layouts" ADD CONSTRAINT "cinema_menu_layouts_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinema_shop_items" ADD CONSTRAINT "cinema_shop_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinema_shop_items" ADD CONSTRAINT "cinema_shop_items_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinema_shop_items" ADD CONSTRAINT "cinema_shop_items_shop_item_id_shop_items_id_fk" FOREIGN KEY ("shop_item_id") REFERENCES "public"."shop_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cinema_menu_layouts_cinema_type_uq" ON "cinema_menu_layouts" USING btree ("cinema_id","device_type");--> statement-breakpoint
CREATE UNIQUE INDEX "cinema_shop_items_cinema_item_uq" ON "cinema_shop_items" USING btree ("cinema_id","shop_item_id");--> statement-breakpoint
CREATE INDEX "cinema_shop_items_item_idx" ON "cinema_shop_items" USING btree ("shop_item_id");