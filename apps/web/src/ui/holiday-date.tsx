import { cloneElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import type { DayKind } from '@cinema/contracts';
import { dayKindOf, holidayName } from '../lib/holidays.js';

/** The console's calendar colours: 土 blue, 日・祝 red (docs/domain.md, "calendars"). */
export const dayKindColor: Record<DayKind, string | undefined> = {
  weekday: undefined,
  saturday: '#1677ff',
  sunday: '#cf1322',
  holiday: '#cf1322',
};

interface CellInfo {
  type: string;
  originNode: ReactElement;
}

/**
 * antd DatePicker's `cellRender` for the date panel: 土 blue, 日・祝 red, the holiday's name
 * ('勤労感謝の日') as a tooltip. Month and year panels are left as antd draws them.
 */
export function holidayCellRender(current: Dayjs | number | string, info: CellInfo): ReactNode {
  if (info.type !== 'date' || typeof current !== 'object') return info.originNode;
  const date = current.format('YYYY-MM-DD');
  const kind = dayKindOf(date);
  if (kind === 'weekday') return info.originNode;
  const name = holidayName(date);
  const origin = info.originNode as ReactElement<{ style?: CSSProperties; 'data-day-kind'?: string }>;
  const cell = cloneElement(origin, {
    style: { ...origin.props.style, color: dayKindColor[kind] },
    'data-day-kind': kind,
  });
  return name ? <Tooltip title={name}>{cell}</Tooltip> : cell;
}
