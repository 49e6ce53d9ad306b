import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { KpiRow } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import type { SummaryFigure } from '../../ui/report-page/report-types.js';
import { businessDailySections, kpiColumns } from './business-daily-columns.js';
import { businessDailyKeys, fetchBusinessDaily, type BusinessDailyData } from './business-daily-fetch.js';
import { BusinessDailyHeading } from './business-daily-heading.js';
import { BusinessDayNoteForm, type NoteTarget } from './business-day-note-form.js';

// /business-daily 営業日報 (docs/reports.md, "営業日報"): one 営業日 (or a period's totals) of the cinemas chosen.

const current = (d: BusinessDailyData, key: string) => d.rows.find((r) => r.key === key)?.current ?? null;

const summary = (d: BusinessDailyData): SummaryFigure[] => [
  { title: '興行収入（税込）', value: current(d, 'boxOffice'), suffix: '円' },
  { title: '動員', value: current(d, 'admissions'), suffix: '人' },
  { title: '売店売上（税込）', value: current(d, 'shopSales'), suffix: '円' },
  { title: '売上合計（税込）', value: current(d, 'totalSales'), suffix: '円' },
];

export default function BusinessDailyPage() {
  const session = useSession();
  // The day's 天候・特記事項 are the cinema's to enter (head office reads them).
  const canEdit = usePermission('reports').can('update') && session?.adminType === 'cinema';
  const [editing, setEditing] = useState<NoteTarget | null>(null);
  const [params] = useSearchParams();
  const from = params.get('from');
  const oneDay = !from || from === params.get('to');
  return (
    <>
      <ReportPage<KpiRow, BusinessDailyData>
        title="営業日報"
        module="reports"
        basis="mixed"
        periodLabel="営業日"
        queryKey={businessDailyKeys.all}
        fetch={fetchBusinessDaily}
        columns={kpiColumns(oneDay)}
        rowKey={(r) => r.key}
        summary={summary}
        heading={(d) => <BusinessDailyHeading report={d.report} onEdit={canEdit ? setEditing : undefined} />}
        sections={(d) => (d.rows.length ? businessDailySections(d.report) : [])}
        emptyText="この営業日の売上・上映はありません。"
      />
      <BusinessDayNoteForm target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
