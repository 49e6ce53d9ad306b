import { pgEnum } from 'drizzle-orm/pg-core';
import {
  accountTypes,
  cinemaStatus,
  holidayShift,
  receivableCycle,
  roundingMode,
  shopGroup,
  taxHandling,
} from '@cinema/contracts';

export const accountTypeEnum = pgEnum('account_type', accountTypes);
export const cinemaStatusEnum = pgEnum('cinema_status', cinemaStatus.values);
export const roundingModeEnum = pgEnum('rounding_mode', roundingMode.values);
export const taxHandlingEnum = pgEnum('tax_handling', taxHandling.values);
export const receivableCycleEnum = pgEnum('receivable_cycle', receivableCycle.values);
export const holidayShiftEnum = pgEnum('holiday_shift', holidayShift.values);
// Shop groups (売店グループ, docs/api-conventions.md, "original names"): kitchen printers now, shop items later.
export const shopGroupEnum = pgEnum('shop_group', shopGroup.values);
