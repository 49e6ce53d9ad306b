import { useState } from 'react';
import dayjs from 'dayjs';
import { Card, Flex, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import {
  filmFeeCategory,
  formatBusinessDate,
  priceFor,
  priceTemplateTicketBody,
  seatTypeLabels,
  type FilmFeeCategory,
  type PriceQuote,
  type SeatType,
} from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { yen } from '../../lib/format.js';
import { dayKindOf } from '../../lib/holidays.js';
import { usePreviewVersions } from './price-template-queries.js';
import { TICKETS, type TicketRow } from './ticket-values.js';

const seatOptions = [
  ...Object.entries(seatTypeLabels).map(([value, label]) => ({ value, label })),
  { value: 'standing', label: '立見' },
];

interface Row {
  key: number;
  name: string;
  quote: PriceQuote | null;
}

/** What each 券種 costs for a chosen screening, computed live with the one price function. */
export function PricePreview() {
  const session = useSession();
  const versions = usePreviewVersions(session?.cinemaId);
  const tickets = Form.useWatch<TicketRow[] | undefined>(TICKETS, Form.useFormInstance());
  const [formatId, setFormatId] = useState<number | null>(null);
  const [languageId, setLanguageId] = useState<number | null>(null);
  const [extraIds, setExtraIds] = useState<number[]>([]);
  const [category, setCategory] = useState<FilmFeeCategory>('main');
  const [businessDate, setBusinessDate] = useState(dayjs().format('YYYY-MM-DD'));
  const [start, setStart] = useState('18:00');
  const [seatType, setSeatType] = useState<SeatType | 'standing'>('general');

  const all = versions.data ?? [];
  const byId = (id: number | null) => all.find((v) => v.id === id) ?? null;
  const options = (kinds: string[]) =>
    all.filter((v) => kinds.includes(v.kind)).map((v) => ({ value: v.id, label: `${v.name}（+${yen(v.surcharge)}）` }));
  const validStart = /^([0-2]\d|3[0-5]):[0-5]\d$/.test(start);

  const rows: Row[] = (tickets ?? []).map((t, key) => {
    const parsed = priceTemplateTicketBody.safeParse(t ?? {});
    const name = t?.name || `${key + 1}行目`;
    if (!parsed.success || !validStart) return { key, name, quote: null };
    const quote = priceFor({
      ticket: parsed.data,
      seatType,
      screening: { category, businessDate, startScaleTime: start, dayKind: dayKindOf(businessDate) },
      formatSurcharge: byId(formatId),
      languageSurcharge: byId(languageId),
      extras: extraIds.map(byId).filter((v) => v !== null),
    });
    return { key, name, quote };
  });

  return (
    <Card title="料金プレビュー" size="small" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        上映回の条件を選ぶと、各券種のお支払い額を表示します。上映方式などの加算料金は、割引の有無にかかわらず券種の料金に加算されます。
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="プレビューの上映方式"
          placeholder="上映方式"
          allowClear
          value={formatId}
          onChange={(v) => setFormatId(v ?? null)}
          options={options(['format'])}
          style={{ width: 200 }}
        />
        <Select
          aria-label="プレビューの字幕・吹替"
          placeholder="字幕・吹替"
          allowClear
          value={languageId}
          onChange={(v) => setLanguageId(v ?? null)}
          options={options(['language'])}
          style={{ width: 180 }}
        />
        <Select
          aria-label="プレビューのその他の加算"
          placeholder="音響・メガネ代など"
          mode="multiple"
          value={extraIds}
          onChange={setExtraIds}
          options={options(['sound', 'extra'])}
          style={{ minWidth: 220 }}
        />
        <Select
          aria-label="プレビューの興行区分"
          value={category}
          onChange={setCategory}
          options={filmFeeCategory.options}
          style={{ width: 160 }}
        />
        <DatePicker
          aria-label="プレビューの営業日"
          allowClear={false}
          value={dayjs(businessDate)}
          onChange={(d) => d && setBusinessDate(d.format('YYYY-MM-DD'))}
          format={() => formatBusinessDate(businessDate)}
          style={{ width: 170 }}
        />
        <Input
          aria-label="プレビューの開始時刻"
          value={start}
          onChange={(e) => setStart(e.target.value)}
          status={validStart ? undefined : 'error'}
          maxLength={5}
          prefix="開始"
          style={{ width: 120 }}
        />
        <Select
          aria-label="プレビューの座席種別"
          value={seatType}
          onChange={setSeatType}
          options={seatOptions}
          style={{ width: 160 }}
        />
      </Flex>
      <Table<Row>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: '券種を追加するとプレビューを表示します' }}
        columns={[
          { title: '券種', dataIndex: 'name' },
          {
            title: '料金',
            key: 'base',
            align: 'right',
            render: (_, r) => (r.quote?.sellable ? yen(r.quote.base) : ''),
          },
          {
            title: '加算',
            key: 'surcharges',
            render: (_, r) =>
              r.quote?.sellable
                ? r.quote.surcharges.map((l) => <Tag key={l.label}>{`${l.label} +${yen(l.yen)}`}</Tag>)
                : '',
          },
          {
            title: 'お支払い額',
            key: 'total',
            align: 'right',
            render: (_, r) =>
              !r.quote ? (
                <Typography.Text type="warning">入力内容を確認してください</Typography.Text>
              ) : r.quote.sellable ? (
                <Typography.Text
                  strong
                >{`${yen(r.quote.total)}${r.quote.persons > 1 ? `（${r.quote.persons}名）` : ''}`}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">{`販売不可：${r.quote.reason}`}</Typography.Text>
              ),
          },
        ]}
      />
    </Card>
  );
}
