import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Space, Table, Tag, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import {
  cashierReportEndpoints,
  cashMovementKind,
  exceptionKind,
  shiftClosedFrom,
  type CashierReportDetail,
  type EndpointDef,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { date, dateTime, num, signedYenText, text, yenText } from '../../lib/format.js';
import { ShiftStatusTag } from './cashier-report-columns.js';
import { cashierReportKeys } from './cashier-report-keys.js';
import { confirmApproval, SettlementDialog } from './cashier-settlement-dialog.js';
import { printOnly } from '../../ui/use-print-view.js';
import './cashier-report-print.css';
type D = CashierReportDetail;
const right = 'right' as const;
const yenCell = (v: number) => num(v);

const denominationColumns = [
  { title: '金種', dataIndex: 'denomination', render: (v: number) => `${num(v)}円` },
  { title: '枚数', dataIndex: 'count', align: right, render: yenCell },
  { title: '金額（円）', dataIndex: 'amount', align: right, render: yenCell },
];
const nonCashColumns = [
  { title: '決済方法', dataIndex: 'methodName' },
  { title: '件数', dataIndex: 'count', align: right, render: yenCell },
  { title: '金額（円）', dataIndex: 'amount', align: right, render: yenCell },
];
const movementColumns = [
  { title: '日時', dataIndex: 'occurredAt', render: (v: string) => dateTime(v) },
  { title: '区分', dataIndex: 'kind', render: (v: D['movements'][number]['kind']) => cashMovementKind.labels[v] },
  { title: '金額（円）', dataIndex: 'amount', align: right, render: yenCell },
  { title: '理由', dataIndex: 'reason', render: (v: string | null) => text(v) },
];
const settlementColumns = [
  { title: '日時', dataIndex: 'at', render: (v: string) => dateTime(v) },
  {
    title: '区分',
    dataIndex: 'kind',
    render: (v: D['settlements'][number]['kind']) => (v === 'resettle' ? '再精算' : '精算'),
  },
  {
    title: '精算元',
    dataIndex: 'closedFrom',
    render: (v: D['settlements'][number]['closedFrom']) => shiftClosedFrom.labels[v],
  },
  { title: '実現金在高（円）', dataIndex: 'countedTotal', align: right, render: yenCell },
  { title: '理論現金在高（円）', dataIndex: 'expectedCash', align: right, render: yenCell },
  { title: '過不足', dataIndex: 'overShort', render: (v: number) => <OverShortYen value={v} /> },
  { title: '過不足理由', dataIndex: 'overShortReason', render: (v: string | null) => text(v) },
  { title: '再精算の理由', dataIndex: 'reason', render: (v: string | null) => text(v) },
  { title: '担当', dataIndex: 'byName', render: (v: string | null) => text(v) },
];
const exceptionColumns = [
  { title: '日時', dataIndex: 'occurredAt', render: (v: string) => dateTime(v) },
  { title: '取引番号', dataIndex: 'transactionNo' },
  { title: '種類', dataIndex: 'kind', render: (v: D['exceptions'][number]['kind']) => exceptionKind.labels[v] },
  { title: '内容', dataIndex: 'message' },
];

/**
 * 過不足 as an amount with its 円 (docs/glossary.md: 「-300円」, one minus sign): +100円 over, -100円
 * short, red either way (docs/reports.md, "the report screens"); '-' before the drawer is counted.
 */
function OverShortYen({ value }: { value: number | null }) {
  if (value == null) return <>-</>;
  return (
    <Typography.Text type={value !== 0 ? 'danger' : undefined} strong={value !== 0}>
      {signedYenText(value)}
    </Typography.Text>
  );
}

/** Print only the report: the console behind the drawer is hidden while printing. */
const printReport = () => printOnly('cashier-report');

function Body({ d }: { d: D }) {
  return (
    <>
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label="端末">{d.deviceName}</Descriptions.Item>
        <Descriptions.Item label="担当者">{text(d.staffName)}</Descriptions.Item>
        <Descriptions.Item label="営業日">{date(d.salesBusinessDate)}</Descriptions.Item>
        <Descriptions.Item label="開始">{dateTime(d.openedAt)}</Descriptions.Item>
        <Descriptions.Item label="終了">{dateTime(d.closedAt)}</Descriptions.Item>
        <Descriptions.Item label="状態">
          <Space size={4}>
            <ShiftStatusTag status={d.status} />
            {d.closedFrom === 'console' && <Tag>管理画面で精算（{text(d.closedByName)}）</Tag>}
            {d.approvedBy && <Tag color="gold">承認済み</Tag>}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>現金</Typography.Title>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="釣銭準備金">{yenText(d.openingFloat)}</Descriptions.Item>
        <Descriptions.Item label="現金売上">{yenText(d.cashSales)}</Descriptions.Item>
        <Descriptions.Item label="現金返金・取消">{yenText(d.cashRefunds)}</Descriptions.Item>
        <Descriptions.Item label="レジ入金">{yenText(d.floatAdded)}</Descriptions.Item>
        <Descriptions.Item label="中間回収">{yenText(d.drops)}</Descriptions.Item>
        <Descriptions.Item label="レジ出金">{yenText(d.payouts)}</Descriptions.Item>
        <Descriptions.Item label="理論現金在高">{yenText(d.expectedCash)}</Descriptions.Item>
        <Descriptions.Item label="実現金在高">{yenText(d.countedCash)}</Descriptions.Item>
        <Descriptions.Item label="過不足">
          <OverShortYen value={d.overShort} />
        </Descriptions.Item>
        <Descriptions.Item label="過不足理由">{text(d.overShortReason)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>金種別 実現金在高</Typography.Title>
      {d.mode === 'Z' ? (
        <Table
          rowKey="denomination"
          size="small"
          pagination={false}
          columns={denominationColumns}
          dataSource={d.denominations}
        />
      ) : (
        <Typography.Text type="secondary">精算前です（精算時に金種別の枚数が入ります）。</Typography.Text>
      )}
      <Typography.Title level={5}>現金以外（決済方法別）</Typography.Title>
      <Table rowKey="methodName" size="small" pagination={false} columns={nonCashColumns} dataSource={d.nonCash} />
      <Typography.Title level={5}>管理</Typography.Title>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="販売件数">{num(d.salesCount)}件</Descriptions.Item>
        <Descriptions.Item label="ドロア開放回数">{num(d.drawerOpens)}回</Descriptions.Item>
        <Descriptions.Item label="取消">
          {num(d.voids.count)}件 / {yenText(d.voids.amount)}
        </Descriptions.Item>
        <Descriptions.Item label="払戻">
          {num(d.refunds.count)}件 / {yenText(d.refunds.amount)}
        </Descriptions.Item>
        <Descriptions.Item label="承認者">
          {d.approvedBy ? `${d.approvedBy}（${dateTime(d.approvedAt)}）` : '-'}
        </Descriptions.Item>
      </Descriptions>
      {d.settlements.length > 0 && (
        <>
          <Typography.Title level={5}>精算履歴</Typography.Title>
          <Table
            rowKey="at"
            size="small"
            pagination={false}
            columns={settlementColumns}
            dataSource={d.settlements}
            scroll={{ x: true }}
          />
        </>
      )}
      <Typography.Title level={5}>レジ入出金</Typography.Title>
      <Table rowKey="occurredAt" size="small" pagination={false} columns={movementColumns} dataSource={d.movements} />
      <Typography.Title level={5}>例外（端末の報告）</Typography.Title>
      {d.missingSeqs.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={`連番欠番: ${d.missingSeqs.map((g) => (g.from === g.to ? g.from : `${g.from}〜${g.to}`)).join('、')}（端末が送っていない書類があります）`}
        />
      )}
      {d.exceptions.length ? (
        <Table
          rowKey={(e) => `${e.transactionId}-${e.kind}-${e.message}`}
          size="small"
          pagination={false}
          columns={exceptionColumns}
          dataSource={d.exceptions}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="連番欠番・価格相違・座席重複・時刻ずれはありません" />
      )}
    </>
  );
}

/**
 * The console's actions on the shift, for cinema staff with 運営's update permission (head office reads only): 精算 of
 * a working register, 再精算 and 承認 of a closed one (docs/sales.md, "console settlement").
 */
function Actions({ d }: { d: D }) {
  const qc = useQueryClient();
  const { can } = usePermission('operations');
  const [dialog, setDialog] = useState<'settle' | 'resettle' | null>(null);
  if (!can('update') || d.kind === 'office') return null;
  return (
    <>
      {d.status === 'working' ? (
        <Button type="primary" onClick={() => setDialog('settle')}>
          精算
        </Button>
      ) : (
        <>
          <Button onClick={() => setDialog('resettle')}>再精算</Button>
          {!d.approvedBy && (
            <Button
              type="primary"
              onClick={() => confirmApproval(d, () => qc.invalidateQueries({ queryKey: cashierReportKeys.all }))}
            >
              承認
            </Button>
          )}
        </>
      )}
      {dialog && <SettlementDialog detail={d} mode={dialog} open onClose={() => setDialog(null)} />}
    </>
  );
}

/** A shift's 点検 (X, live while it works) or 精算 (Z, as closed), printable, with the console's actions. */
export function CashierReportDrawer(props: { id: string | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: cashierReportKeys.detail(props.id),
    enabled: props.id != null,
    queryFn: () =>
      (call as (e: EndpointDef, i: object, s: object) => Promise<D>)(
        cashierReportEndpoints.detail,
        { params: { id: props.id } },
        { loading: false, alert: false },
      ),
  });
  const d = detail.data;
  const title = d
    ? `${d.mode === 'Z' ? '精算（Z）' : '点検（X）'} ${d.deviceName} ${date(d.salesBusinessDate)}`
    : 'レジ精算';
  return (
    <Drawer
      open={props.id != null}
      onClose={props.onClose}
      width={880}
      title={title}
      rootClassName="cashier-report-drawer"
      loading={detail.isPending && props.id != null}
      extra={
        <Space className="cashier-report-no-print">
          {d?.mode === 'X' && <Typography.Text type="secondary">{dateTime(d.computedAt)} 時点</Typography.Text>}
          {d && <Actions d={d} />}
          <Button icon={<PrinterOutlined />} onClick={printReport} disabled={!d}>
            印刷
          </Button>
        </Space>
      }
    >
      {detail.isError && <Alert type="error" showIcon message={detail.error.message} />}
      {d && <Body d={d} />}
    </Drawer>
  );
}
