// R11's joins (docs/reports.md, "rollups"): each ticket line `l` with its sale line `o`, the paper ticket it was sold
// against, and its 料金区分 `k.kind`. Kept apart from rollup-sources.ts, which joins them after its own FROM.

/**
 * R11's 料金区分 of a ticket line, read from its sale line `o` (a refund's or void's original): 招待 (0 yen or a paper
 * 招待券), a paper 前売券・鑑賞券, a ムビチケ (the sale's ムビチケ tender covers its ticket lines from the dearest down, line
 * number breaking ties, as far as it goes), else the 券種. The sale's lines and payments never change once recorded,
 * so the job's answer for one document is the rebuild's.
 */
const FARE_KIND = `case when cp.kind = 'invitation' or o.amount = 0 then 'invitation'
    when cp.kind in ('advance', 'viewing') then 'advance'
    when (select coalesce(sum(p.amount), 0) from transaction_payments p
        where p.transaction_id = o.transaction_id and p.method_kind = 'movieTicket')
      >= (select sum(o2.amount) from transaction_lines o2
        where o2.transaction_id = o.transaction_id and o2.line_type = 'ticket'
          and (o2.amount > o.amount or (o2.amount = o.amount and o2.line_no <= o.line_no))) then 'movieTicket'
    else 'ticket' end`;
export const FARE_JOINS = `join transaction_lines o on o.id = coalesce(l.original_line_id, l.id)
  left join serials sr on sr.brand_id = o.brand_id and sr.code = o.coupon_serial
  left join coupons cp on cp.id = sr.coupon_id
  cross join lateral (select ${FARE_KIND} as kind) k`;
