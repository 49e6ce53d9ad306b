ALTER TYPE "public"."notification_kind" ADD VALUE 'lowStock';--> statement-breakpoint
CREATE TABLE "inventory_balance_day" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"shop_item_id" integer,
	"ingredient_id" integer,
	"business_date" date NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"adjusted" integer DEFAULT 0 NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_balance_day_key_uq" UNIQUE NULLS NOT DISTINCT("location_id","shop_item_id","ingredient_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"shop_item_id" integer,
	"ingredient_id" integer,
	"theoretical" integer NOT NULL,
	"counted" integer NOT NULL,
	"difference" integer NOT NULL,
	CONSTRAINT "stock_count_lines_target_uq" UNIQUE NULLS NOT DISTINCT("count_id","shop_item_id","ingredient_id")
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"count_date" date NOT NULL,
	"counted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_counts_location_date_uq" UNIQUE("location_id","count_date")
);
--> statement-breakpoint
ALTER TABLE "device_notification_logs" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_balance_day" ADD CONSTRAINT "inventory_balance_day_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balance_day" ADD CONSTRAINT "inventory_balance_day_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balance_day" ADD CONSTRAINT "inventory_balance_day_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balance_day" ADD CONSTRAINT "inventory_balance_day_shop_item_id_shop_items_id_fk" FOREIGN KEY ("shop_item_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balance_day" ADD CONSTRAINT "inventory_balance_day_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_shop_item_id_shop_items_id_fk" FOREIGN KEY ("shop_item_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_counted_by_accounts_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_balance_day_item_idx" ON "inventory_balance_day" USING btree ("cinema_id","shop_item_id","business_date");--> statement-breakpoint
CREATE INDEX "inventory_balance_day_ingredient_idx" ON "inventory_balance_day" USING btree ("cinema_id","ingredient_id","business_date");--> statement-breakpoint
CREATE INDEX "stock_counts_cinema_date_idx" ON "stock_counts" USING btree ("cinema_id","count_date");--> statement-breakpoint
-- custom SQL below
-- The business day (営業日) of an instant at a cinema's cut-off (0–36, docs/domain.md, "the business day"): Tokyo time
-- shifted back by the hours past midnight the day runs (29 and 5 both mean 05:00 next morning).
CREATE FUNCTION stock_business_date(at timestamptz, cutoff integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '9 hours' - make_interval(hours => CASE WHEN cutoff < 24 THEN cutoff ELSE cutoff - 24 END))::date
$$;--> statement-breakpoint
-- R9: every inserted movement is added to inventory_balance_day in the same statement, and a
-- movement that takes a stock-controlled item or ingredient of the cinema below its minimum (all
-- locations together) raises one 在庫不足 notification: once per crossing, not per sale.
CREATE FUNCTION stock_movements_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inventory_balance_day AS b
    (brand_id, cinema_id, location_id, shop_item_id, ingredient_id, business_date, received, sold, adjusted, moved)
  SELECT n.brand_id, n.cinema_id, n.location_id, n.shop_item_id, n.ingredient_id,
    stock_business_date(n.occurred_at, c.business_day_cutoff_hour),
    coalesce(sum(n.quantity) FILTER (WHERE n.kind = 'receipt'), 0),
    coalesce(sum(n.quantity) FILTER (WHERE n.kind IN ('sale', 'saleVoid')), 0),
    coalesce(sum(n.quantity) FILTER (WHERE n.kind IN ('return', 'disposal', 'damage', 'countDiff', 'other')), 0),
    coalesce(sum(n.quantity) FILTER (WHERE n.kind IN ('transferOut', 'transferIn')), 0)
  FROM new_rows n JOIN cinemas c ON c.id = n.cinema_id
  GROUP BY 1, 2, 3, 4, 5, 6
  -- One lock order for every statement, so two sales of the same items never deadlock.
  ORDER BY 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT inventory_balance_day_key_uq DO UPDATE SET
    received = b.received + excluded.received,
    sold = b.sold + excluded.sold,
    adjusted = b.adjusted + excluded.adjusted,
    moved = b.moved + excluded.moved;
  INSERT INTO device_notification_logs (brand_id, cinema_id, device_id, level, kind, message)
  SELECT d.brand_id, d.cinema_id, NULL, 'warning', 'lowStock',
    format('「%s」（%s）の在庫が最低在庫%s%sを下回りました（理論在庫 %s%s）。',
      coalesce(s.name, g.name), coalesce(s.code, g.code), t.minimum, t.unit, t.total, t.unit)
  FROM (SELECT brand_id, cinema_id, shop_item_id, ingredient_id, sum(quantity) AS delta
        FROM new_rows GROUP BY 1, 2, 3, 4) d
  LEFT JOIN shop_items s ON s.id = d.shop_item_id AND s.inventory_control
  LEFT JOIN ingredients g ON g.id = d.ingredient_id AND g.stock_controlled
  CROSS JOIN LATERAL (
    SELECT coalesce(s.min_stock, g.min_stock) AS minimum,
      CASE WHEN g.unit = 'g' THEN 'g' WHEN g.unit = 'ml' THEN 'ml' ELSE '個' END AS unit,
      (SELECT coalesce(sum(b.received + b.sold + b.adjusted + b.moved), 0) FROM inventory_balance_day b
        WHERE b.cinema_id = d.cinema_id AND (b.shop_item_id = d.shop_item_id OR b.ingredient_id = d.ingredient_id)) AS total
  ) t
  WHERE d.delta < 0 AND t.minimum IS NOT NULL AND t.total < t.minimum AND t.total - d.delta >= t.minimum;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_movements_rollup AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_after_insert();--> statement-breakpoint
-- R9 recomputed from the facts (of one cinema, or all when null): the rebuild and its test, and the
-- movements written before this migration.
CREATE FUNCTION inventory_rollup_rebuild(only_cinema integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM inventory_balance_day WHERE only_cinema IS NULL OR cinema_id = only_cinema;
  INSERT INTO inventory_balance_day
    (brand_id, cinema_id, location_id, shop_item_id, ingredient_id, business_date, received, sold, adjusted, moved)
  SELECT n.brand_id, n.cinema_id, n.location_id, n.shop_item_id, n.ingredient_id,
    stock_business_date(n.occurred_at, c.business_day_cutoff_hour),
    coalesce(sum(n.quantity) FILTER (WHERE n.kind = 'receipt'), 0),
    coalesce(sum(n.quantity) FILTER (WHERE n.kind IN ('sale', 'saleVoid')), 0),
    coalesce(sum(n.quantity) FILTER (WHERE n.kind IN ('return', 'disposal', 'damage', 'countDiff', 'other')), 0),
    coalesce(sum(n.quantity) FILTER (WHERE n.kind IN ('transferOut', 'transferIn')), 0)
  FROM stock_movements n JOIN cinemas c ON c.id = n.cinema_id
  WHERE only_cinema IS NULL OR n.cinema_id = only_cinema
  GROUP BY 1, 2, 3, 4, 5, 6;
$$;--> statement-breakpoint
SELECT inventory_rollup_rebuild(NULL);
