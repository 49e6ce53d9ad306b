import { featureKeys } from '../../api/query.js';

// 月次締め's query keys (docs/reports.md, "月次締め"): the month list and a cinema's month; a close or a reopening
// invalidates them, and 日次締め's (a closed month locks its days).
export const monthlyClosingKeys = featureKeys('monthlyClosing');
