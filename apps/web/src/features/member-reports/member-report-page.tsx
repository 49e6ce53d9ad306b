import { useSearchParams } from 'react-router';
import {
  addMonths,
  joinChannel,
  memberReportEndpoints,
  type JoinChannel,
  type MemberCountRow,
  type MemberReport,
} from '@cinema/contracts';
import { useCinemaOptions } from '../../entities/cinemas/cinema-queries.js';
import { idCriterion, periodQuery, reportFetch } from '../../ui/report-page/report-fetch.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import { reportSection, type ReportSection } from '../../ui/report-page/report-sections.js';
import type { ReportChartSpec, ReportData, SummaryFigure } from '../../ui/report-page/report-types.js';
import {
  memberCountColumns,
  memberCouponColumns,
  memberPointColumns,
  memberUsageColumns,
} from './member-report-columns.js';
import { memberReportKeys, useMemberReportOptions } from './member-report-queries.js';

// 会員レポート (/memberShip-report, docs/membership.md, "会員レポート"): per month of the period, the members of a 会員制度
// per rank (期首 → 期末), and under it 会員利用 at the chosen cinemas, ポイント and クーポン.

type Data = ReportData<MemberCountRow> & { answer: MemberReport };

export const fetchMemberReport = reportFetch(
  memberReportEndpoints.report,
  (q) => ({
    ...periodQuery(q),
    memberSystemId: idCriterion(q.extra.memberSystemId),
    rank: idCriterion(q.extra.rank),
    joinedCinemaId: idCriterion(q.extra.joinedCinemaId),
    joinChannel: (q.extra.joinChannel as JoinChannel | undefined) || undefined,
  }),
  (answer): Data => ({ rows: answer.counts, answer }),
);

const last = <T,>(rows: T[]) => rows[rows.length - 1];

function summary({ answer }: Data): SummaryFigure[] {
  const month = last(answer.usage)?.month;
  const closing = answer.counts.filter((c) => c.month === month).reduce((n, c) => n + c.closing, 0);
  const admissions = answer.usage.reduce((n, u) => n + u.admissions, 0);
  const members = answer.usage.reduce((n, u) => n + u.memberAdmissions, 0);
  return [
    { title: '期末会員数', value: closing, suffix: '人' },
    { title: '新規入会', value: answer.counts.reduce((n, c) => n + c.joined, 0), suffix: '人' },
    { title: '会員比率', value: admissions ? members / admissions : null, type: 'percent' },
    { title: 'ポイント期末残高', value: last(answer.points)?.closingBalance ?? 0, suffix: 'pt' },
  ];
}

/** 期末 per month, stacked by rank. */
function chart({ answer }: Data): ReportChartSpec | null {
  if (!answer.counts.length) return null;
  return {
    type: 'bar',
    stacked: true,
    series: answer.ranks.map((r) => ({ key: `r${r.rank}`, name: r.name })),
    points: answer.usage.map(({ month }) => {
      const point: Record<string, number | string> = { label: `${Number(month.slice(5))}月` };
      for (const c of answer.counts.filter((x) => x.month === month)) point[`r${c.rank}`] = c.closing;
      return point as ReportChartSpec['points'][number];
    }),
  };
}

const sections = ({ answer }: Data): ReportSection[] => [
  reportSection({
    key: 'usage',
    title: '会員利用',
    note: '選択した劇場で会員番号つきで販売した件数・人数・金額（販売日基準、会費を除く）。会員比率は会員動員÷総動員、一人当たり鑑賞回数は会員動員÷期末会員数。',
    columns: memberUsageColumns,
    rows: answer.usage,
    rowKey: (r) => r.month,
  }),
  reportSection({
    key: 'points',
    title: 'ポイント',
    note: '付与は付与取消を、利用は利用取消を差し引いた数。期末残高は会員が保有するポイントの合計（負債）。',
    columns: memberPointColumns,
    rows: answer.points,
    rowKey: (r) => r.month,
  }),
  reportSection({
    key: 'coupons',
    title: 'クーポン',
    note: '会員クーポンと自動化ルールで配布したクーポン。利用率は、その月に配布したうち利用済みの割合。',
    columns: memberCouponColumns,
    rows: answer.coupons,
    rowKey: (r) => r.month,
  }),
];

export default function MemberReportPage() {
  const options = useMemberReportOptions();
  const cinemas = useCinemaOptions().data ?? [];
  const [params] = useSearchParams();
  const system =
    options.memberSystems.find((s) => String(s.id) === params.get('memberSystemId')) ?? options.memberSystems[0];
  return (
    <ReportPage<MemberCountRow, Data>
      title="会員レポート"
      module="membership"
      basis="mixed"
      periodLabel="対象期間"
      defaultPeriod={(today) => ({ from: `${addMonths(today.slice(0, 7), -5)}-01`, to: today })}
      queryKey={[...memberReportKeys.all, 'report']}
      fetch={fetchMemberReport}
      columns={memberCountColumns}
      rowKey={(r) => `${r.month}-${r.rank}`}
      criteria={[
        {
          key: 'memberSystemId',
          label: '会員制度',
          width: 200,
          options: options.memberSystems.map((s) => ({ value: String(s.id), label: s.name })),
        },
        {
          key: 'rank',
          label: 'ランク',
          width: 140,
          options: (system?.ranks ?? []).map((r) => ({ value: String(r.rank), label: r.name })),
        },
        {
          key: 'joinedCinemaId',
          label: '入会劇場',
          width: 180,
          options: cinemas.map((c) => ({ value: String(c.id), label: c.name })),
        },
        { key: 'joinChannel', label: '入会チャネル', width: 150, options: joinChannel.options },
      ]}
      summary={summary}
      chart={chart}
      sections={sections}
      emptyText="この会員制度の会員はいません。会員制度を選ぶか、期間を変えて検索してください。"
    />
  );
}
