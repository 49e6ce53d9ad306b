import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button } from 'antd';
import { revenueGoalMessages } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import { reportSection } from '../../ui/report-page/report-sections.js';
import { RevenueGoalEntry } from './revenue-goal-entry.js';
import {
  burnUp,
  dayLines,
  fetchRevenueGoal,
  goalColumns,
  goalSummary,
  measureCriterion,
  measureOf,
  revenueGoalKeys,
  type GoalLine,
  type RevenueGoalData,
} from './revenue-goal-report.js';

/**
 * /revenue-goal 売上目標（予実） (docs/reports.md, "売上目標"): the 基準日's month against the targets, a row per cinema
 * (with 全劇場計) and the days of the month under it, for the measure chosen, with the burn-up. Head office with
 * 更新 enters the targets (目標を入力).
 */
export default function RevenueGoalPage() {
  const session = useSession();
  const canEdit = usePermission('reports').can('update') && session?.adminType === 'brand';
  const [entry, setEntry] = useState<string | null>(null);
  const [params] = useSearchParams();
  const measure = measureOf(params.get('measure'));
  return (
    <>
      <ReportPage<GoalLine, RevenueGoalData>
        title="売上目標（予実）"
        module="reports"
        basis="mixed"
        singleDay
        periodLabel="基準日"
        queryKey={revenueGoalKeys.all}
        fetch={fetchRevenueGoal}
        columns={goalColumns(measure, false)}
        rowKey={(r) => r.key}
        criteria={[measureCriterion]}
        summary={goalSummary}
        chart={burnUp}
        sections={(d) => [
          reportSection({
            key: 'days',
            title: '日別（選んだ劇場の合計）',
            note: '達成率はその日の実績÷日割目標、進捗率は実績累計÷日割目標累計です。',
            columns: goalColumns(d.measure, true),
            rows: dayLines(d.report, d.measure),
            rowKey: (r) => r.key,
          }),
        ]}
        heading={(d) =>
          d.report.rows.some((r) => !r.registered) ? (
            <Alert
              type="info"
              showIcon
              title={
                d.report.rows.every((r) => !r.registered)
                  ? revenueGoalMessages.empty
                  : `目標が未登録の劇場があります（${d.report.rows
                      .filter((r) => !r.registered)
                      .map((r) => r.cinemaName)
                      .join('、')}）。本部が「目標を入力」から登録してください。`
              }
            />
          ) : null
        }
        extra={(q) => (canEdit ? <Button onClick={() => setEntry(q.to.slice(0, 7))}>目標を入力</Button> : null)}
      />
      <RevenueGoalEntry open={!!entry} month={entry ?? ''} onClose={() => setEntry(null)} />
    </>
  );
}
