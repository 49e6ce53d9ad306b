import { DatePicker as AntDatePicker, type DatePickerProps, type GetProps } from 'antd';
import { holidayCellRender } from './holiday-date.js';

// The console's date pickers: antd's, with 土 blue, 日・祝 red and the holiday's name on every
// calendar (docs/domain.md, "calendars"; issue 10). Screens import these, never antd's directly (lint enforces it),
// so no picker is left without the Japanese calendar. A caller's own cellRender still wins.

function RangePicker(props: GetProps<typeof AntDatePicker.RangePicker>) {
  return <AntDatePicker.RangePicker cellRender={holidayCellRender} {...props} />;
}

function BaseDatePicker(props: DatePickerProps) {
  return <AntDatePicker cellRender={holidayCellRender} {...props} />;
}

/** antd's DatePicker (and RangePicker), typed as antd's so value and onChange keep their exact types. */
export const DatePicker = Object.assign(BaseDatePicker, { RangePicker }) as unknown as typeof AntDatePicker;
