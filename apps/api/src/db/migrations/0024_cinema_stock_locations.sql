ALTER TABLE "stock_locations" DROP CONSTRAINT "stock_locations_cinema_id_cinemas_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_locations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every cinema has the location its sales take stock from: a cinema created before the cinema service
-- added one gets 売店 (its own 売店 if it has one, else a new one) as the location for sales.
UPDATE "stock_locations" l SET "for_sales" = true, "version" = l."version" + 1, "updated_at" = now()
  WHERE l."name" = '売店'
    AND NOT EXISTS (SELECT 1 FROM "stock_locations" s WHERE s."cinema_id" = l."cinema_id" AND s."for_sales");--> statement-breakpoint
INSERT INTO "stock_locations" ("brand_id", "cinema_id", "name", "for_sales")
  SELECT c."brand_id", c."id", '売店', true FROM "cinemas" c
  WHERE NOT EXISTS (SELECT 1 FROM "stock_locations" s WHERE s."cinema_id" = c."id" AND s."for_sales");
