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
DROP TABLE "distributors" CASCADE;
