import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { addDays, tokyoDateOf, transactionHistoryOptionEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';

// 取引履歴, 販売ログ and 掛売 share one key root: a sale entered on account refreshes them all.
export const historyKeys = featureKeys('transactionHistory');

/** Films, items, tenders and the chosen cinema's devices for the filters and the 掛売 entry. */
export const useHistoryOptions = (cinemaId: number | null) =>
  useQuery({
    ...endpointQuery(historyKeys.options(cinemaId), transactionHistoryOptionEndpoints.options, {
      query: { cinemaId: cinemaId ?? undefined },
    }),
    staleTime: 60_000,
  });

/** The period a history opens on: yesterday and today in Japan (docs/reports.md, "periods": yesterday by default). */
export const defaultPeriod = (): [Dayjs, Dayjs] => {
  const today = tokyoDateOf(Date.now());
  return [dayjs(addDays(today, -1)), dayjs(today)];
};

/** The search form's 期間 (a RangePicker value) as the list call's from and to. */
export function periodQuery(values: Record<string, unknown>): Record<string, unknown> {
  const { period, ...rest } = values;
  const range = Array.isArray(period) ? (period as (Dayjs | null)[]) : [];
  return {
    ...rest,
    from: range[0] ? range[0].format('YYYY-MM-DD') : undefined,
    to: range[1] ? range[1].format('YYYY-MM-DD') : undefined,
  };
}
