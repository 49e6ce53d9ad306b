import { useQuery } from '@tanstack/react-query';
import {
  salesChannel,
  shopGroup,
  shopSaleEatIn,
  shopSaleEndpoints,
  shopSaleTaxRate,
  transactionHistoryOptionEndpoints,
  type ShopSaleQueryInput,
  type ShopSaleRow,
} from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { useSession } from '../../api/session.js';
import { reportFetch } from '../../ui/report-page/report-fetch.js';
import type {
  ReportChartSpec,
  ReportCriterion,
  ReportData,
  ReportQuery,
  SummaryFigure,
} from '../../ui/report-page/report-types.js';
import { rowName } from './shop-sale-columns.js';

export const shopSaleKeys = featureKeys('shopSale');

/** 商品グループ, 商品 (the chosen cinema's shop items), 端末種別, 飲食区分 and 税率: kept in the URL with the period. */
export function useShopSaleCriteria(): ReportCriterion[] {
  const cinemaId = useSession()?.cinemaId ?? null;
  const items =
    useQuery({
      ...endpointQuery(shopSaleKeys.options('items', cinemaId), transactionHistoryOptionEndpoints.options, {
        query: { cinemaId: cinemaId ?? undefined },
      }),
      staleTime: 60_000,
    }).data?.items ?? [];
  return [
    { key: 'shopGroup', label: '商品グループ', options: shopGroup.options, width: 150 },
    {
      key: 'itemId',
      label: '商品',
      width: 200,
      options: items.filter((i) => i.type === 'shop').map((i) => ({ value: i.id, label: `${i.code} ${i.name}` })),
    },
    { key: 'channel', label: '端末種別', options: salesChannel.options, width: 130 },
    { key: 'eatIn', label: '飲食区分', options: shopSaleEatIn.options, width: 150 },
    { key: 'taxRate', label: '税率', options: shopSaleTaxRate.options, width: 130 },
  ];
}

/** The list call's query: the period (31 days at most; the server names the field) and the chosen criteria. */
export const shopSaleQuery = (q: ReportQuery) =>
  ({
    from: q.from,
    to: q.to,
    shopGroup: q.extra.shopGroup,
    itemId: q.extra.itemId,
    channel: q.extra.channel,
    eatIn: q.extra.eatIn,
    taxRate: q.extra.taxRate,
  }) as ShopSaleQueryInput;

/** Every row of the period with its subtotals; the 合計 row is the server's totals, by column key. */
export const fetchShopSale = reportFetch(shopSaleEndpoints.list, shopSaleQuery, (answer): ReportData<ShopSaleRow> => ({
  rows: answer.list,
  totals: answer.totals,
}));

export function shopSaleSummary({ totals }: ReportData<ShopSaleRow>): SummaryFigure[] {
  const t = (key: string) => {
    const v = totals?.[key];
    return typeof v === 'number' ? v : null;
  };
  return [
    { title: '純売上（税込）', value: t('net'), suffix: '円' },
    { title: '消費税', value: t('tax'), suffix: '円' },
    { title: '粗利', value: t('grossProfit'), suffix: '円' },
    { title: '粗利率', value: t('grossProfitRate'), type: 'percent' },
    { title: '数量', value: t('quantity'), suffix: '点' },
  ];
}

/** The 20 best-selling items by 純売上（税込）, every rate of an item together. */
export function shopSaleChart({ rows }: ReportData<ShopSaleRow>): ReportChartSpec {
  const byItem = new Map<number, { label: string; net: number }>();
  for (const r of rows)
    if (r.kind === 'item' && r.itemId != null) {
      const seen = byItem.get(r.itemId) ?? { label: rowName(r), net: 0 };
      byItem.set(r.itemId, { ...seen, net: seen.net + r.net });
    }
  const top = [...byItem.values()].sort((a, b) => b.net - a.net).slice(0, 20);
  return {
    type: 'bar',
    height: 300,
    series: [{ key: 'net', name: '純売上税込（円）' }],
    points: top.map((i) => ({ label: i.label, net: i.net })),
  };
}
