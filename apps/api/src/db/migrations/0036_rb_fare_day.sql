CREATE TABLE "rb_fare_day" (
	"brand_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"screening_bd" date NOT NULL,
	"film_id" integer NOT NULL,
	"fare_kind" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_kind" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"unit" integer NOT NULL,
	"persons" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rb_fare_day_pk" PRIMARY KEY("cinema_id","screening_bd","film_id","fare_kind","ticket_id","ticket_kind","coupon_id","unit")
);
--> statement-breakpoint
CREATE INDEX "rb_fare_day_film_idx" ON "rb_fare_day" USING btree ("film_id","cinema_id","screening_bd");--> statement-breakpoint
-- custom: backfill R11 from the documents already rolled up (docs/reports.md, "rollups"); the same aggregate as rollup-sources.ts's R11
INSERT INTO "rb_fare_day" ("cinema_id", "screening_bd", "film_id", "fare_kind", "ticket_id", "ticket_kind", "coupon_id", "unit", "brand_id", "persons", "amount")
SELECT t.cinema_id, l.screening_business_date, coalesce(l.film_id, 0), k.kind,
  CASE WHEN k.kind = 'ticket' THEN coalesce(o.ticket_id, 0) ELSE 0 END,
  coalesce(o.ticket_kind, ''),
  CASE WHEN k.kind = 'advance' THEN coalesce(cp.id, 0) ELSE 0 END,
  CASE WHEN k.kind = 'invitation' THEN 0 ELSE round(abs(coalesce(o.box_office_amount, 0))::numeric
    / greatest(abs(coalesce(o.persons, o.quantity)), 1))::int END,
  t.brand_id,
  sum((CASE WHEN t.kind = 'sale' THEN 1 ELSE -1 END) * abs(coalesce(l.persons, l.quantity)))::int,
  sum((CASE WHEN t.kind = 'sale' THEN 1 ELSE -1 END) * abs(coalesce(l.box_office_amount, 0)))::int
FROM "transaction_lines" l
  JOIN "transactions" t ON t.id = l.transaction_id
  JOIN "rolled_up_transactions" ru ON ru.transaction_id = t.id
  JOIN "transaction_lines" o ON o.id = coalesce(l.original_line_id, l.id)
  LEFT JOIN "serials" sr ON sr.brand_id = o.brand_id AND sr.code = o.coupon_serial
  LEFT JOIN "coupons" cp ON cp.id = sr.coupon_id
  CROSS JOIN LATERAL (SELECT CASE WHEN cp.kind = 'invitation' OR o.amount = 0 THEN 'invitation'
    WHEN cp.kind IN ('advance', 'viewing') THEN 'advance'
    WHEN (SELECT coalesce(sum(p.amount), 0) FROM "transaction_payments" p
        WHERE p.transaction_id = o.transaction_id AND p.method_kind = 'movieTicket')
      >= (SELECT sum(o2.amount) FROM "transaction_lines" o2
        WHERE o2.transaction_id = o.transaction_id AND o2.line_type = 'ticket'
          AND (o2.amount > o.amount OR (o2.amount = o.amount AND o2.line_no <= o.line_no))) THEN 'movieTicket'
    ELSE 'ticket' END AS kind) k
WHERE l.line_type = 'ticket' AND l.screening_business_date IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
