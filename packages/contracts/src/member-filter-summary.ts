import { prefectureName } from './address.js';
import { customerGender } from './customer-attributes.js';
import { visitPeriod, type MemberFilterConditions } from './member-filters.js';
import { memberStatus } from './members.js';

// 会員フィルター's conditions in one line of Japanese (the list's 条件, a mail's target), in the form's order.

const range = (from: string | number | null, to: string | number | null, unit = '') => {
  if (from != null && to != null) return from === to ? `${from}${unit}` : `${from}${unit}〜${to}${unit}`;
  if (from != null) return `${from}${unit}以上`;
  return `${to}${unit}以下`;
};
const dates = (from: string | null, to: string | null) => `${from ?? ''}〜${to ?? ''}`;
const list = (items: string[], max = 3) =>
  items.length > max ? `${items.slice(0, max).join('・')}ほか${items.length - max}件` : items.join('・');
const yen = (v: number | null) => (v == null ? null : `${v.toLocaleString('ja-JP')}`);

/** Each condition set, as 「ランク：2・3」; none at all reads 「すべての会員」. */
export function memberFilterSummary(c: MemberFilterConditions, memberSystemName?: string | null): string[] {
  const out: string[] = [];
  const period = visitPeriod.labels[c.visitPeriod];
  if (c.memberSystemId != null) out.push(`会員制度：${memberSystemName ?? c.memberSystemId}`);
  if (c.ranks.length) out.push(`ランク：${[...c.ranks].sort((a, b) => a - b).join('・')}`);
  out.push(c.statuses.length ? `状態：${c.statuses.map((s) => memberStatus.labels[s]).join('・')}` : '状態：すべて');
  if (c.ageFrom != null || c.ageTo != null) out.push(`年齢：${range(c.ageFrom, c.ageTo, '歳')}`);
  if (c.genders.length) out.push(`性別：${c.genders.map((g) => customerGender.labels[g]).join('・')}`);
  if (c.prefectureCodes.length) out.push(`都道府県：${list(c.prefectureCodes.map((p) => prefectureName(p) ?? p))}`);
  if (c.joinedFrom || c.joinedTo) out.push(`入会日：${dates(c.joinedFrom, c.joinedTo)}`);
  if (c.lastVisitFrom || c.lastVisitTo) out.push(`最終来場日：${dates(c.lastVisitFrom, c.lastVisitTo)}`);
  if (c.daysSinceLastVisit != null) out.push(`最終来場から${c.daysSinceLastVisit}日以上`);
  if (c.visitsMin != null || c.visitsMax != null)
    out.push(`来場回数（${period}）：${range(c.visitsMin, c.visitsMax, '回')}`);
  if (c.spendMin != null || c.spendMax != null)
    out.push(`利用金額（${period}）：${range(yen(c.spendMin), yen(c.spendMax), '円')}`);
  if (c.pointsMin != null || c.pointsMax != null) out.push(`保有ポイント：${range(c.pointsMin, c.pointsMax, 'pt')}`);
  if (c.genres.length) out.push(`よく見るジャンル：${list(c.genres)}`);
  return out;
}

/** The summary as one line, 「、」 between the conditions. */
export const memberFilterSummaryText = (c: MemberFilterConditions, memberSystemName?: string | null) =>
  memberFilterSummary(c, memberSystemName).join('、');
