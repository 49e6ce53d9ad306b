CREATE TABLE "member_stats" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visits_m3" integer DEFAULT 0 NOT NULL,
	"visits_m6" integer DEFAULT 0 NOT NULL,
	"visits_m12" integer DEFAULT 0 NOT NULL,
	"spend" integer DEFAULT 0 NOT NULL,
	"spend_m3" integer DEFAULT 0 NOT NULL,
	"spend_m6" integer DEFAULT 0 NOT NULL,
	"spend_m12" integer DEFAULT 0 NOT NULL,
	"last_visit_on" date,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"favourite_genre" text,
	"windows_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"memo" text,
	"member_system_id" integer,
	"conditions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_stats" ADD CONSTRAINT "member_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_filters" ADD CONSTRAINT "member_filters_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_filters" ADD CONSTRAINT "member_filters_member_system_id_member_systems_id_fk" FOREIGN KEY ("member_system_id") REFERENCES "public"."member_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_stats_brand_last_visit_idx" ON "member_stats" USING btree ("brand_id","last_visit_on","member_id");--> statement-breakpoint
CREATE INDEX "member_stats_brand_genre_idx" ON "member_stats" USING btree ("brand_id","favourite_genre","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_filters_brand_name_uq" ON "member_filters" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "members_filter_idx" ON "members" USING btree ("brand_id","status","member_system_id","rank","gender","prefecture_code","birth_date","joined_on","id");--> statement-breakpoint
-- member_stats (docs/membership.md, "member_stats"): a row for every member, made with it; the points balance
-- follows the ledger (append-only) by statement, so a batch of 付与 or the daily 失効 is one update per member.
CREATE FUNCTION member_stats_after_members_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_stats (member_id, brand_id) SELECT id, brand_id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_stats_row AFTER INSERT ON members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_stats_after_members_insert();--> statement-breakpoint
CREATE FUNCTION member_stats_after_points_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_stats AS s (member_id, brand_id, points_balance)
  SELECT member_id, min(brand_id), sum(points) FROM new_rows GROUP BY member_id
  ON CONFLICT (member_id) DO UPDATE SET points_balance = s.points_balance + excluded.points_balance;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER member_point_entries_balance AFTER INSERT ON member_point_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_stats_after_points_insert();--> statement-breakpoint
-- The members and ledgers written before this migration; their sales figures come with the next members-daily run.
INSERT INTO member_stats (member_id, brand_id, points_balance)
SELECT m.id, m.brand_id, coalesce((SELECT sum(e.points) FROM member_point_entries e WHERE e.member_id = m.id), 0)
FROM members m ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE member_stats s SET
  visits = f.visits, visits_m3 = f.visits_m3, visits_m6 = f.visits_m6, visits_m12 = f.visits_m12,
  spend = f.spend, spend_m3 = f.spend_m3, spend_m6 = f.spend_m6, spend_m12 = f.spend_m12,
  last_visit_on = f.last_visit_on, windows_on = f.today
FROM (
  SELECT m.id, d.today,
    count(DISTINCT (t.cinema_id, t.sales_business_date)) FILTER (WHERE t.kind = 'sale')::int AS visits,
    count(DISTINCT (t.cinema_id, t.sales_business_date)) FILTER (WHERE t.kind = 'sale' AND t.sales_business_date >= (d.today - interval '3 months')::date)::int AS visits_m3,
    count(DISTINCT (t.cinema_id, t.sales_business_date)) FILTER (WHERE t.kind = 'sale' AND t.sales_business_date >= (d.today - interval '6 months')::date)::int AS visits_m6,
    count(DISTINCT (t.cinema_id, t.sales_business_date)) FILTER (WHERE t.kind = 'sale' AND t.sales_business_date >= (d.today - interval '12 months')::date)::int AS visits_m12,
    coalesce(sum(t.total), 0)::int AS spend,
    coalesce(sum(t.total) FILTER (WHERE t.sales_business_date >= (d.today - interval '3 months')::date), 0)::int AS spend_m3,
    coalesce(sum(t.total) FILTER (WHERE t.sales_business_date >= (d.today - interval '6 months')::date), 0)::int AS spend_m6,
    coalesce(sum(t.total) FILTER (WHERE t.sales_business_date >= (d.today - interval '12 months')::date), 0)::int AS spend_m12,
    max(t.sales_business_date) FILTER (WHERE t.kind = 'sale') AS last_visit_on
  FROM members m
  CROSS JOIN (SELECT (now() AT TIME ZONE 'Asia/Tokyo')::date AS today) d
  JOIN transactions t ON t.brand_id = m.brand_id AND t.member_no = m.member_no AND t.paid_at IS NOT NULL
  GROUP BY m.id, d.today
) f
WHERE s.member_id = f.id;
