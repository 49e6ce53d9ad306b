import { sql, type SQL } from 'drizzle-orm';
import type { AutomationTrigger } from '@cinema/contracts';

// Who a rule acts on today (docs/membership.md, "自動化ルール"): the active members of its 会員制度 its trigger
// matches, each with the occurrence that makes the action happen once (automation_fires' unique index) and a reason
// for the preview and the log. Visits are days with a paid sale per cinema, as the rank evaluation counts them.

export interface TargetRule {
  id: number | null;
  brandId: number;
  memberSystemId: number;
  trigger: AutomationTrigger;
  triggerValue: number | null;
  startsOn: string;
}

/** Paid visits per 会員番号 of the brand: all of them, those before `since`, and the last one. */
const visits = (brandId: number, since: string) => sql`
  select t.member_no,
    count(distinct (t.cinema_id, t.sales_business_date))::int as visits,
    (count(distinct (t.cinema_id, t.sales_business_date)) filter (where t.sales_business_date < ${since}))::int as before,
    max(t.sales_business_date) as last
  from transactions t
  where t.brand_id = ${brandId} and t.member_no is not null and t.paid_at is not null and t.kind = 'sale'
  group by t.member_no`;

/** The trigger's join, condition, occurrence and reason over `members m` (and `s`, its system). */
function triggerParts(r: TargetRule, today: string): { from: SQL; where: SQL; occurrence: SQL; reason: SQL } {
  const n = r.triggerValue ?? 0;
  const none = sql``;
  switch (r.trigger) {
    case 'join':
      return {
        from: none,
        where: sql`m.joined_on between ${r.startsOn} and ${today}`,
        occurrence: sql`'join'`,
        reason: sql`'入会 ' || m.joined_on`,
      };
    case 'birthdayMonth':
      return {
        from: none,
        where: sql`extract(month from m.birth_date) = extract(month from ${today}::date)`,
        occurrence: sql`${today.slice(0, 4)}`,
        reason: sql`'誕生日 ' || to_char(m.birth_date, 'FMMM"月"FMDD"日"')`,
      };
    case 'rankUp':
      return {
        from: sql`join member_rank_changes c on c.member_id = m.id and c.reason = 'up'
          and c.changed_on between ${r.startsOn} and ${today}`,
        where: sql`true`,
        occurrence: sql`'rank:' || c.id`,
        reason: sql`'ランクアップ ' || coalesce(s.ranks -> (c.to_rank - 1) ->> 'name', c.to_rank::text) || '（' || c.changed_on || '）'`,
      };
    case 'nthVisit':
      return {
        from: sql`join (${visits(r.brandId, r.startsOn)}) v on v.member_no = m.member_no`,
        where: sql`v.visits >= ${n} and v.before < ${n}`,
        occurrence: sql`${`visit:${n}`}`,
        reason: sql`'来場 ' || v.visits || '回（最終 ' || v.last || '）'`,
      };
    case 'daysSinceVisit':
      return {
        from: sql`join (${visits(r.brandId, r.startsOn)}) v on v.member_no = m.member_no`,
        where: sql`v.last <= ${today}::date - ${n}::int`,
        occurrence: sql`'lapse:' || v.last`,
        reason: sql`'最終来場 ' || v.last`,
      };
    case 'beforeExpiry':
      return {
        from: none,
        where: sql`m.valid_until between ${today}::date and ${today}::date + ${n}::int`,
        occurrence: sql`'expiry:' || m.valid_until`,
        reason: sql`'有効期限 ' || m.valid_until`,
      };
  }
}

/**
 * The members the rule matches today, not yet acted on for that occurrence: member_id, member_no, name, rank, email
 * (null when the member wants no mail: メール配信 off or 配信停止),
 * occurrence, reason. A rule not saved yet (id null) leaves nobody out.
 */
export function targetsSql(r: TargetRule, today: string): SQL {
  const p = triggerParts(r, today);
  const notYet =
    r.id === null
      ? sql`true`
      : sql`not exists (select 1 from automation_fires f
          where f.rule_id = ${r.id} and f.member_id = m.id and f.occurrence = ${p.occurrence})`;
  return sql`select m.id as member_id, m.member_no, m.name, m.rank,
      case when m.mail_opt_in and m.mail_unsubscribed_at is null then m.email end as email, ${p.occurrence} as occurrence,
      ${p.reason} as reason
    from members m join member_systems s on s.id = m.member_system_id ${p.from}
    where m.brand_id = ${r.brandId} and m.member_system_id = ${r.memberSystemId} and m.status = 'active'
      and ${p.where} and ${notYet}`;
}
