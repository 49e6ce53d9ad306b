import { useState } from 'react';
import { useLocation } from 'react-router';
import { Form, Input, Select } from 'antd';
import { historyLabels, logEvent, transactionLogEndpoints, type HistoryType, type LogRow } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { date, dateTime, num, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { statusColumn } from './history-columns.js';
import { PeriodFilter, ShownFilters } from './history-filters.js';
import { PagedExport } from './paged-export.js';
import { defaultPeriod, historyKeys, periodQuery, useHistoryOptions } from './history-queries.js';

const screens = {
  '/transaction-log-shop': { type: 'shop', title: '販売ログ（売店）' },
  '/transaction-log-other': { type: 'other', title: '販売ログ（その他）' },
  '/transaction-log-ticket': { type: 'ticket', title: '販売ログ（チケット）' },
} as const satisfies Record<string, { type: HistoryType; title: string }>;

const yen = (title: string, pick: (r: LogRow) => number | null): ListColumn<LogRow> => ({
  title,
  align: 'right',
  render: (_: unknown, r: LogRow) => (pick(r) == null ? '-' : num(pick(r))),
  csv: pick,
});

/**
 * Shown at first (docs/web-conventions.md, "pages"): when, what happened, which sale, its status, what and how much,
 * so they fit a 1366 px screen beside the menu; these wait in 表示列 and are always exported.
 */
const hiddenAtFirst = new Set([
  ...['営業日', '端末', '担当者'],
  ...['上映日', '開始', 'スクリーン', '定価（円）', '割引（円）', '加算料金（円）'],
  ...['商品コード', 'オプション', '値引（円）', '税率', '飲食区分'],
]);

/** The columns per kind (docs/reports.md, "the report screens"): tickets with screening and seat, shop and その他 with item and tax. */
function logColumns(type: HistoryType): ListColumn<LogRow>[] {
  const head: ListColumn<LogRow>[] = [
    { title: '日時', dataIndex: 'at', render: (v: string) => dateTime(v), csv: (r) => dateTime(r.at) },
    { title: '営業日', dataIndex: 'businessDate', render: (v: string) => date(v), csv: (r) => r.businessDate },
    {
      title: '事象',
      dataIndex: 'event',
      render: (v: LogRow['event']) => logEvent.labels[v],
      csv: (r) => logEvent.labels[r.event],
    },
    { title: '取引番号', dataIndex: 'transactionNo', csv: (r) => r.transactionNo, alwaysShown: true },
    statusColumn<LogRow>(),
    { title: '端末', dataIndex: 'deviceName', render: (v: string | null) => text(v), csv: (r) => r.deviceName },
    { title: '担当者', dataIndex: 'staffName', render: (v: string | null) => text(v), csv: (r) => r.staffName },
  ];
  const ticket: ListColumn<LogRow>[] = [
    {
      title: '上映日',
      dataIndex: 'screeningBusinessDate',
      render: (v: string | null) => date(v),
      csv: (r) => r.screeningBusinessDate,
    },
    {
      title: '開始',
      dataIndex: 'screeningStart',
      render: (v: string | null) => (v ? dateTime(v).slice(11) : '-'),
      csv: (r) => (r.screeningStart ? dateTime(r.screeningStart).slice(11) : ''),
    },
    { title: 'スクリーン', dataIndex: 'houseName', render: (v: string | null) => text(v), csv: (r) => r.houseName },
    { title: '作品', dataIndex: 'filmName', render: (v: string | null) => text(v), csv: (r) => r.filmName },
    { title: '座席', dataIndex: 'seatKey', render: (v: string | null) => text(v), csv: (r) => r.seatKey },
    { title: '券種', dataIndex: 'name', csv: (r) => r.name },
    yen('定価（円）', (r) => r.unitPrice),
    yen('割引（円）', (r) => r.discount),
    yen('加算料金（円）', (r) => r.surcharge),
    yen('計上額（円）', (r) => r.boxOfficeAmount),
  ];
  const item: ListColumn<LogRow>[] = [
    { title: '商品コード', dataIndex: 'itemCode', render: (v: string | null) => text(v), csv: (r) => r.itemCode },
    { title: '商品名', dataIndex: 'name', csv: (r) => r.name },
    { title: 'オプション', dataIndex: 'options', render: (v: string) => text(v), csv: (r) => r.options },
    yen('数量', (r) => r.quantity),
    yen('単価（円）', (r) => r.unitPrice),
    yen('値引（円）', (r) => r.discount),
    yen('金額（円）', (r) => r.amount),
    {
      title: '税率',
      dataIndex: 'taxRate',
      render: (v: number) => `${Math.round(v * 100)}%`,
      csv: (r) => `${Math.round(r.taxRate * 100)}%`,
    },
    {
      title: '飲食区分',
      dataIndex: 'eatIn',
      render: (v: boolean | null) => (v == null ? '-' : v ? '店内' : '持帰り'),
      csv: (r) => (r.eatIn == null ? '' : r.eatIn ? '店内' : '持帰り'),
    },
  ];
  return [...head, ...(type === 'ticket' ? ticket : item)].map((c) =>
    hiddenAtFirst.has(c.title) ? { ...c, defaultHidden: true } : c,
  );
}

/**
 * /transaction-log-ticket, -shop, -other: one row per line event of the chosen cinema; by default
 * only money events (orders never paid on request), each with its transaction's status.
 */
export default function TransactionLogPage() {
  const path = useLocation().pathname.replace(/\/+$/, '') as keyof typeof screens;
  const screen = screens[path] ?? screens['/transaction-log-ticket'];
  const cinemaId = useSession()?.cinemaId ?? null;
  const options = useHistoryOptions(cinemaId).data;
  const [initial] = useState(() => ({ period: defaultPeriod() }));
  const [query, setQuery] = useState(() => periodQuery(initial));
  const columns = logColumns(screen.type);
  const events = logEvent.options.filter((o) => screen.type === 'ticket' || !['issue', 'admit'].includes(o.value));
  const pick = (xs: { id: number; name: string }[] | undefined) =>
    (xs ?? []).map((x) => ({ value: x.id, label: x.name }));
  return (
    <ListPage
      key={path}
      title={screen.title}
      module="reports"
      endpoint={transactionLogEndpoints[screen.type]}
      queryKey={[...historyKeys.all, 'log', screen.type]}
      rowKey="id"
      emptyText="この期間の販売ログはありません。"
      initialFilters={initial}
      onFiltersChange={(v) => setQuery(periodQuery(v))}
      toQuery={periodQuery}
      filters={
        <>
          <PeriodFilter />
          <Form.Item name="event">
            <Select placeholder="事象" allowClear style={{ width: 110 }} options={events} />
          </Form.Item>
          <Form.Item name="transactionNo">
            <Input
              placeholder={historyLabels.transactionNo}
              aria-label={historyLabels.transactionNo}
              allowClear
              style={{ width: 130 }}
            />
          </Form.Item>
          <Form.Item name="deviceId">
            <Select placeholder="端末" allowClear style={{ width: 160 }} options={pick(options?.devices)} />
          </Form.Item>
          {screen.type === 'ticket' ? (
            <>
              <Form.Item name="filmId">
                <Select
                  placeholder="作品"
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  style={{ width: 200 }}
                  options={pick(options?.films)}
                />
              </Form.Item>
              <Form.Item name="seatKey">
                <Input
                  placeholder="座席（例：A-1）"
                  aria-label={historyLabels.seatKey}
                  allowClear
                  style={{ width: 120 }}
                />
              </Form.Item>
            </>
          ) : (
            <Form.Item name="shopItemId">
              <Select
                placeholder="商品"
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ width: 200 }}
                options={(options?.items ?? [])
                  .filter((i) => i.type === screen.type)
                  .map((i) => ({ value: i.id, label: `${i.code} ${i.name}` }))}
              />
            </Form.Item>
          )}
          <ShownFilters />
        </>
      }
      extra={
        <PagedExport
          endpoint={transactionLogEndpoints[screen.type]}
          title={screen.title}
          query={query}
          columns={columns}
        />
      }
      columns={columns}
    />
  );
}
