import { memo } from 'react';
import { Alert, Button, Typography } from 'antd';
import type { SeatPlan, SeatPlanIssue } from '@cinema/contracts';

const SHOWN = 20;

/** Cells with a duplicate number or a broken pair, marked red on the grid. */
export function issueMarks(plan: SeatPlan, issues: SeatPlanIssue[]) {
  const marks = new Uint8Array(plan.rows * plan.cols);
  for (const issue of issues) for (const i of issue.cells) marks[i] = 1;
  return marks;
}

/** What checkSeatPlan found, in Japanese; each entry selects its cells on the grid. */
export const SeatIssues = memo(function SeatIssues({
  issues,
  onShow,
}: {
  issues: SeatPlanIssue[];
  onShow: (issue: SeatPlanIssue) => void;
}) {
  if (!issues.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginTop: 8 }}
      title={`座席表に${issues.length}件のエラーがあります。修正するまで保存できません。`}
      description={
        <ul aria-label="座席表のエラー" style={{ margin: 0, paddingLeft: 18 }}>
          {issues.slice(0, SHOWN).map((issue, k) => (
            <li key={k}>
              {issue.cells.length ? (
                <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onShow(issue)}>
                  {issue.message}
                </Button>
              ) : (
                issue.message
              )}
            </li>
          ))}
          {issues.length > SHOWN && (
            <li>
              <Typography.Text type="secondary">ほか{issues.length - SHOWN}件</Typography.Text>
            </li>
          )}
        </ul>
      }
    />
  );
});
