-- 配給会社 become 取引先 (docs/accounting.md, "配給会社は取引先"). Each distributors row is matched to the brand's
-- client of role distributor with the same code, or becomes one (its code suffixed when another client holds it);
-- films and the confirmed 映画料 statements then name the client, and the old master is dropped.
ALTER TABLE "clients" ADD COLUMN "legacy_distributor_id" integer;--> statement-breakpoint
UPDATE "clients" c SET "legacy_distributor_id" = d."id"
  FROM "distributors" d
  WHERE c."brand_id" = d."brand_id" AND c."code" = d."code" AND c."role" = 'distributor';--> statement-breakpoint
INSERT INTO "clients" ("brand_id", "code", "name", "kana", "type", "role", "invoice_number", "phone", "email",
    "contact_name", "active", "created_at", "updated_at", "legacy_distributor_id")
  SELECT d."brand_id",
    CASE WHEN EXISTS (SELECT 1 FROM "clients" x WHERE x."brand_id" = d."brand_id" AND x."code" = d."code")
      THEN left(d."code", 12) || '-D' || d."id" ELSE d."code" END,
    d."name", coalesce(nullif(d."name_kana", ''), d."name"), 'corporation', 'distributor', d."invoice_number",
    d."phone", d."email", d."contact_name", d."active", d."created_at", d."updated_at", d."id"
  FROM "distributors" d
  WHERE NOT EXISTS (SELECT 1 FROM "clients" c WHERE c."legacy_distributor_id" = d."id");--> statement-breakpoint
ALTER TABLE "films" DROP CONSTRAINT "films_distributor_id_distributors_id_fk";--> statement-breakpoint
UPDATE "films" f SET "distributor_id" = c."id"
  FROM "clients" c
  WHERE c."legacy_distributor_id" = f."distributor_id" AND c."brand_id" = f."brand_id";--> statement-breakpoint
UPDATE "film_fee_statements" s
  SET "confirmed" = jsonb_set(s."confirmed", '{distributorId}', to_jsonb(c."id"))
  FROM "clients" c
  WHERE jsonb_typeof(s."confirmed" -> 'distributorId') = 'number'
    AND c."legacy_distributor_id" = (s."confirmed" ->> 'distributorId')::integer AND c."brand_id" = s."brand_id";--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_distributor_id_clients_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "legacy_distributor_id";--> statement-breakpoint
DROP TABLE "distributors" CASCADE;--> statement-breakpoint
CREATE TABLE "payable_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"payable_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entry_on" date NOT NULL,
	"amount" integer NOT NULL,
	"deposit_id" integer,
	"memo" text,
	"created_by_id" integer,
	"created_by_name" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_name" text,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payables" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"cinema_id" integer,
	"recorded_on" date NOT NULL,
	"due_on" date NOT NULL,
	"base10" integer DEFAULT 0 NOT NULL,
	"tax10" integer DEFAULT 0 NOT NULL,
	"base8" integer DEFAULT 0 NOT NULL,
	"tax8" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"memo" text,
	"created_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payable_entries" ADD CONSTRAINT "payable_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_entries" ADD CONSTRAINT "payable_entries_payable_id_payables_id_fk" FOREIGN KEY ("payable_id") REFERENCES "public"."payables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_entries" ADD CONSTRAINT "payable_entries_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_entries" ADD CONSTRAINT "payable_entries_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payable_entries_payable_idx" ON "payable_entries" USING btree ("payable_id");--> statement-breakpoint
CREATE INDEX "payable_entries_brand_idx" ON "payable_entries" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "payables_brand_month_idx" ON "payables" USING btree ("brand_id","month");--> statement-breakpoint
CREATE INDEX "payables_client_idx" ON "payables" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payables_film_fee_uq" ON "payables" USING btree ("brand_id","client_id","month") WHERE "payables"."kind" = 'filmFee';--> statement-breakpoint
-- 映画料 confirmed before 買掛・未払 existed become their payables (docs/accounting.md, "買掛・未払"): one per 配給会社 and
-- month, summed from the kept figures. 支払予定日 from the client's terms, not moved off bank holidays here (the next
-- 確定 or 確定解除 of that month recomputes it with the holiday calendar).
INSERT INTO "payables" ("brand_id", "client_id", "kind", "month", "recorded_on", "due_on", "base10", "tax10", "amount")
  SELECT s."brand_id", c."id", 'filmFee', s."month",
    (to_date(s."month" || '-01', 'YYYY-MM-DD') + interval '1 month' - interval '1 day')::date,
    least(
      (to_date(s."month" || '-01', 'YYYY-MM-DD') + make_interval(months => c."payment_month"))::date + (c."payment_day" - 1),
      (to_date(s."month" || '-01', 'YYYY-MM-DD') + make_interval(months => c."payment_month" + 1) - interval '1 day')::date
    ),
    coalesce(sum((s."confirmed" ->> 'total')::integer), 0),
    coalesce(sum((s."confirmed" ->> 'tax')::integer), 0),
    coalesce(sum((s."confirmed" ->> 'payable')::integer), 0)
  FROM "film_fee_statements" s
  JOIN "clients" c ON c."id" = (s."confirmed" ->> 'distributorId')::integer AND c."brand_id" = s."brand_id"
  WHERE s."status" = 'confirmed' AND jsonb_typeof(s."confirmed" -> 'distributorId') = 'number'
  GROUP BY s."brand_id", c."id", s."month";
