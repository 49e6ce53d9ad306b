import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Empty, Table, Timeline, Typography } from 'antd';
import {
  exceptionKind,
  lineType,
  salesChannel,
  transactionKind,
  type EndpointDef,
  type HistoryDetail,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { date, dateTime, num, text } from '../../lib/format.js';
import { StatusTag } from './history-columns.js';
import { historyKeys } from './history-queries.js';
import { SaleActions } from './sale-actions.js';

type Line = HistoryDetail['lines'][number];
type Payment = HistoryDetail['payments'][number];
type Reversal = HistoryDetail['reversals'][number];
const yenCell = (v: number | null) => (v == null ? '-' : num(v));
const rate = (r: number) => (r > 0 ? `${Math.round(r * 100)}%` : '非課税');

const lineColumns = [
  { title: '#', dataIndex: 'lineNo', width: 40 },
  { title: '区分', dataIndex: 'lineType', render: (v: string) => lineType.labels[v as 'ticket'] ?? v },
  { title: '内容', dataIndex: 'name' },
  { title: '販売グループ', dataIndex: 'salesGroupName', render: (v: string | null) => text(v) },
  {
    title: '座席・上映',
    render: (_: unknown, l: Line) =>
      l.seatKey ? `${l.seatKey}（${text(l.houseName)} ${dateTime(l.screeningStart)}）` : text(l.options),
  },
  { title: '数量', dataIndex: 'quantity', align: 'right' as const },
  { title: '単価', dataIndex: 'unitPrice', align: 'right' as const, render: yenCell },
  {
    title: '割引',
    align: 'right' as const,
    render: (_: unknown, l: Line) => yenCell(l.discountAmount + l.couponAmount),
  },
  { title: '加算料金', dataIndex: 'surcharge', align: 'right' as const, render: yenCell },
  { title: '金額', dataIndex: 'amount', align: 'right' as const, render: yenCell },
  { title: '税率', dataIndex: 'taxRate', render: rate },
  { title: '計上額', dataIndex: 'boxOfficeAmount', align: 'right' as const, render: yenCell },
  { title: '返金', dataIndex: 'refundedAmount', align: 'right' as const, render: yenCell },
  {
    title: '発券・着券',
    render: (_: unknown, l: Line) =>
      l.seatKey ? `${l.issuedAt ? '発券済' : '未発券'}・${l.admittedAt ? '着券済' : '未着券'}` : '-',
  },
];
const paymentColumns = [
  { title: '方法', dataIndex: 'methodName' },
  { title: '金額', dataIndex: 'amount', align: 'right' as const, render: yenCell },
  { title: '預り', dataIndex: 'tendered', align: 'right' as const, render: yenCell },
  { title: '釣銭', dataIndex: 'change', align: 'right' as const, render: yenCell },
  { title: '承認番号', dataIndex: 'approvalNo', render: (v: string | null) => text(v) },
];
const reversalColumns = [
  { title: '日時', dataIndex: 'occurredAt', render: (v: string) => dateTime(v) },
  { title: '営業日', dataIndex: 'salesBusinessDate', render: (v: string) => date(v) },
  { title: '区分', dataIndex: 'kind', render: (v: Reversal['kind']) => transactionKind.labels[v] },
  { title: '取引番号', dataIndex: 'transactionNo' },
  { title: '金額', dataIndex: 'total', align: 'right' as const, render: yenCell },
];

/** A history row's 詳細: lines, payments, taxes per rate, refunds and voids, exceptions and the status timeline. */
export function HistoryDrawer(props: {
  endpoint: EndpointDef & { method: 'GET' };
  id: string | null;
  onClose: () => void;
  /** 払戻・取消・メール再送 in the header (取引履歴（チケット）, オンライン予約一覧). */
  actions?: boolean;
}) {
  const qc = useQueryClient();
  const detail = useQuery({
    queryKey: [...historyKeys.detail(props.id), props.endpoint.path],
    enabled: props.id != null,
    queryFn: () =>
      (call as (e: EndpointDef, i: object, s: object) => Promise<HistoryDetail>)(
        props.endpoint,
        { params: { id: props.id } },
        { loading: false, alert: false },
      ),
  });
  const d = detail.data;
  return (
    <Drawer
      open={props.id != null}
      onClose={props.onClose}
      width={960}
      title={d ? `取引詳細 ${d.transactionNo}` : '取引詳細'}
      loading={detail.isPending && props.id != null}
      extra={
        props.actions && d ? (
          <SaleActions detail={d} onDone={() => qc.invalidateQueries({ queryKey: historyKeys.all })} />
        ) : undefined
      }
    >
      {detail.isError && <Alert type="error" showIcon message={detail.error.message} />}
      {d && (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="取引日時">{dateTime(d.occurredAt)}</Descriptions.Item>
            <Descriptions.Item label="営業日">{date(d.salesBusinessDate)}</Descriptions.Item>
            <Descriptions.Item label="ステータス">
              <StatusTag status={d.status} paid={d.paid} />
            </Descriptions.Item>
            <Descriptions.Item label="チャネル">{salesChannel.labels[d.channel]}</Descriptions.Item>
            <Descriptions.Item label="端末">{text(d.deviceName)}</Descriptions.Item>
            <Descriptions.Item label="担当者">{text(d.staffName)}</Descriptions.Item>
            <Descriptions.Item label="会員番号">{text(d.memberNo)}</Descriptions.Item>
            <Descriptions.Item label="購入者">{text(d.purchaserName)}</Descriptions.Item>
            <Descriptions.Item label="電話・メール">
              {text([d.purchaserPhone, d.purchaserEmail].filter(Boolean).join(' / '))}
            </Descriptions.Item>
            <Descriptions.Item label="合計金額（円）">{num(d.total)}</Descriptions.Item>
            <Descriptions.Item label="うち消費税（円）">{num(d.tax)}</Descriptions.Item>
            <Descriptions.Item label="払戻額（円）">{num(d.refundedAmount)}</Descriptions.Item>
            {d.clientName && <Descriptions.Item label="取引先">{d.clientName}</Descriptions.Item>}
            {d.memo && <Descriptions.Item label="摘要">{d.memo}</Descriptions.Item>}
          </Descriptions>
          <Typography.Title level={5}>明細</Typography.Title>
          <Table<Line>
            rowKey="lineNo"
            size="small"
            pagination={false}
            columns={lineColumns}
            dataSource={d.lines}
            scroll={{ x: 'max-content' }}
          />
          <Typography.Title level={5}>支払</Typography.Title>
          {d.payments.length ? (
            <Table<Payment>
              rowKey={(p) => `${p.methodName}-${p.amount}`}
              size="small"
              pagination={false}
              columns={paymentColumns}
              dataSource={d.payments}
            />
          ) : (
            <Typography.Text type="secondary">{d.clientName ? '売掛（取引先へ請求）' : '支払なし'}</Typography.Text>
          )}
          <Typography.Title level={5}>税率別</Typography.Title>
          <Descriptions size="small" column={3} bordered>
            {d.taxes.map((x) => (
              <Descriptions.Item key={x.rate} label={`${rate(x.rate)}対象`}>
                {num(x.taxable)}円（うち税 {num(x.tax)}円）
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Typography.Title level={5}>取消・払戻</Typography.Title>
          {d.reversals.length ? (
            <Table<Reversal>
              rowKey="id"
              size="small"
              pagination={false}
              columns={reversalColumns}
              dataSource={d.reversals}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="取消・払戻はありません" />
          )}
          {d.exceptions.length > 0 && (
            <>
              <Typography.Title level={5}>例外</Typography.Title>
              {d.exceptions.map((e, i) => (
                <Alert
                  key={i}
                  type="warning"
                  showIcon
                  style={{ marginBottom: 8 }}
                  message={`${exceptionKind.labels[e.kind]}: ${e.message}`}
                />
              ))}
            </>
          )}
          <Typography.Title level={5}>状態の履歴</Typography.Title>
          <Timeline
            items={d.timeline.map((e) => ({
              children: (
                <>
                  {dateTime(e.at)} <StatusTag status={e.status} paid={d.paid} /> {e.label}
                </>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
