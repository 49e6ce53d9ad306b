import { lazy } from 'react';
import type { ScheduleWeek } from '@cinema/contracts';

// The schedule page's dialogs and CSV export load on first use, so the timeline opens sooner.
export const ScheduleBulkModal = lazy(() =>
  import('./schedule-bulk-modal.js').then((m) => ({ default: m.ScheduleBulkModal })),
);
export const ScheduleCopyModal = lazy(() =>
  import('./schedule-copy-modal.js').then((m) => ({ default: m.ScheduleCopyModal })),
);
export const SchedulePublishModal = lazy(() =>
  import('./schedule-publish-modal.js').then((m) => ({ default: m.SchedulePublishModal })),
);
export const exportCsv = (week: ScheduleWeek, dates: string[] | null) =>
  import('./schedule-csv.js').then((m) => m.exportWeekCsv(week, dates));
