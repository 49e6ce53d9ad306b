ALTER TABLE "rb_ticket_saleday" RENAME COLUMN "ticket_category" TO "fee_category";--> statement-breakpoint
ALTER TABLE "rb_screening" ADD COLUMN "capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rb_screening" ADD COLUMN "blocked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rb_screening" ADD COLUMN "admitted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rb_ticket_saleday" ADD COLUMN "ticket_kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "rb_film_day_total_film_idx" ON "rb_film_day_total" USING btree ("cinema_id","film_id","screening_bd");--> statement-breakpoint
CREATE INDEX "rb_screening_day_idx" ON "rb_screening" USING btree ("cinema_id","screening_bd");--> statement-breakpoint
ALTER TABLE "rb_ticket_saleday" DROP CONSTRAINT "rb_ticket_saleday_pk";
--> statement-breakpoint
ALTER TABLE "rb_ticket_saleday" ADD CONSTRAINT "rb_ticket_saleday_pk" PRIMARY KEY("cinema_id","sale_bd","screening_bd","film_id","channel","fee_category","ticket_kind");--> statement-breakpoint
-- custom: backfill R3's 券種 (rollup-sources.ts, R3) and R2's counters (screening-counters.ts) from the facts, as the rollup rebuild does
DELETE FROM "rb_ticket_saleday";--> statement-breakpoint
INSERT INTO "rb_ticket_saleday" ("cinema_id", "sale_bd", "screening_bd", "film_id", "channel", "fee_category", "ticket_kind", "brand_id", "qty", "amount", "refund_qty", "refund_amount")
SELECT t.cinema_id, t.sales_business_date, l.screening_business_date, coalesce(l.film_id, 0), t.channel,
  coalesce(l.category, ''), coalesce(l.ticket_kind, ''), t.brand_id,
  (sum(case when t.kind = 'sale' then abs(coalesce(l.persons, l.quantity)) else 0 end))::int,
  (sum(case when t.kind = 'sale' then l.amount else 0 end))::int,
  (sum(case when not t.kind = 'sale' then abs(coalesce(l.persons, l.quantity)) else 0 end))::int,
  (sum(case when not t.kind = 'sale' then -l.amount else 0 end))::int
FROM transaction_lines l
  JOIN transactions t ON t.id = l.transaction_id
  JOIN rolled_up_transactions ru ON ru.transaction_id = t.id
WHERE l.line_type = 'ticket' AND l.screening_business_date IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
UPDATE "rb_screening" r SET
  capacity = coalesce((h.seat_counts->>'total')::int, 0),
  blocked = coalesce((h.seat_counts->>'closed')::int, 0),
  admitted = (select coalesce(sum(abs(coalesce(l.persons, l.quantity))), 0)::int
    from admissions ad
    join transaction_lines l on l.id = ad.line_id
    join transactions t on t.id = l.transaction_id
    join rolled_up_transactions ru on ru.transaction_id = t.id
    where ad.screening_id = r.screening_id
      and (ad.admitted_at is not null or ad.non_arrival_outcome = 'missedScan')
      and l.refunded_quantity < l.quantity and t.status in ('success', 'partial_refunded') and t.paid_at is not null)
FROM screenings s JOIN houses h ON h.id = s.house_id
WHERE s.id = r.screening_id;
