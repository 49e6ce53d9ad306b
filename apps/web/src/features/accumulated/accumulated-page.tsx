import { useState } from 'react';
import { Button } from 'antd';
import { useSession } from '../../api/session.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import type { ReportColumn } from '../../ui/report-page/report-types.js';
import { accumulatedColumns } from './accumulated-columns.js';
import {
  accumulatedKeys,
  accumulatedSummary,
  fetchAccumulated,
  useAccumulatedCriteria,
  type AccumulatedLine,
} from './accumulated-report.js';
import { AccumulatedWeeksDrawer } from './accumulated-weeks-drawer.js';

const rowKey = (r: AccumulatedLine) => `${r.cinemaId ?? 'all'}-${r.filmId}`;

/**
 * /accumulated: each film's life to a 基準日 by 上映日 (docs/reports.md, "作品別累計成績"). Head office chooses cinemas
 * (全劇場計 by default) and sees rows 作品 × 劇場 and the 映画料累計; 興行週 opens a film's weeks.
 */
export default function AccumulatedPage() {
  const headOffice = useSession()?.adminType === 'brand';
  const criteria = useAccumulatedCriteria(headOffice);
  const [weeks, setWeeks] = useState<AccumulatedLine | null>(null);
  const columns: ReportColumn<AccumulatedLine>[] = [
    ...accumulatedColumns({ cinema: headOffice, filmFee: headOffice }),
    {
      key: 'weeks',
      title: '',
      screenOnly: true,
      value: () => null,
      render: (row) => (
        <Button type="link" size="small" onClick={() => setWeeks(row)}>
          興行週
        </Button>
      ),
    },
  ];
  return (
    <>
      <ReportPage<AccumulatedLine>
        title="作品別累計成績"
        module="reports"
        basis="screeningDay"
        singleDay
        periodLabel="基準日"
        queryKey={accumulatedKeys.all}
        fetch={fetchAccumulated}
        columns={columns}
        rowKey={rowKey}
        criteria={criteria}
        summary={accumulatedSummary}
        emptyText="基準日までに上映した作品はありません。条件を変えて検索してください。"
      />
      <AccumulatedWeeksDrawer row={weeks} onClose={() => setWeeks(null)} />
    </>
  );
}
