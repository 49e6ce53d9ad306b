import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Descriptions, Flex, List, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  dailyClosingEndpoints,
  dailyClosingStatus,
  formatBusinessDate,
  salesChannel,
  transactionKind,
  type ClosingCheckItem,
  type DailyClosingDay,
  type LateDocument,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { dailyClosingKeys } from '../../entities/daily-closing/daily-closing-queries.js';
import { dateTime, figure } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { DepositForm, ReopenForm } from './daily-closing-forms.js';

// One 営業日 of 日次締め (docs/reports.md, "日次締め"): the checklist (green or red, each with where to put it right),
// the figures (the copy taken at the close once closed), the 銀行預入, 締める and 締め解除, and the documents that
// arrived after the close.

const linkOf = (l: NonNullable<ClosingCheckItem['link']>) => {
  const search = new URLSearchParams(l.search).toString();
  return search ? `${l.path}?${search}` : l.path;
};

function CheckRow({ item }: { item: ClosingCheckItem }) {
  return (
    <List.Item
      data-testid={`check-${item.key}`}
      extra={item.link && !item.ok ? <Link to={linkOf(item.link)}>確認する</Link> : null}
    >
      <Space align="start">
        {item.ok ? (
          <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="完了" />
        ) : (
          <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-label="未完了" />
        )}
        <div>
          <Typography.Text strong>{item.label}</Typography.Text>
          <br />
          <Typography.Text type={item.ok ? 'secondary' : 'danger'}>{item.detail}</Typography.Text>
        </div>
      </Space>
    </List.Item>
  );
}

const yen = (v: number) => `${figure(v)}円`;

const lateColumns = [
  { title: '取引番号', dataIndex: 'transactionNo' },
  { title: '種別', dataIndex: 'kind', render: (k: LateDocument['kind']) => transactionKind.labels[k] },
  { title: 'チャネル', dataIndex: 'channel', render: (c: LateDocument['channel']) => salesChannel.labels[c] },
  { title: '発生日時', dataIndex: 'occurredAt', render: (v: string) => dateTime(v) },
  { title: '受信日時', dataIndex: 'receivedAt', render: (v: string) => dateTime(v) },
  { title: '本来の営業日', dataIndex: 'postedFromBusinessDate', render: (v: string) => formatBusinessDate(v) },
  { title: '計上した営業日', dataIndex: 'salesBusinessDate', render: (v: string) => formatBusinessDate(v) },
  { title: '金額（円）', dataIndex: 'total', align: 'right' as const, render: (v: number) => figure(v) },
];

export function ClosingDay({ day }: { day: DailyClosingDay }) {
  const session = useSession();
  const { can } = usePermission('operations');
  const qc = useQueryClient();
  const [form, setForm] = useState<'deposit' | 'reopen' | null>(null);
  const staff = session?.adminType === 'cinema' && can('update');
  const headOffice = session?.adminType === 'brand' && can('update');
  const closed = day.status === 'closed';
  const failing = day.checklist.filter((c) => !c.ok).map((c) => c.label);
  const close = () =>
    confirmAction({
      title: `${formatBusinessDate(day.businessDate)}を締めますか？`,
      content:
        '締めると、この営業日の数値が確定します。以後この日に届く取引は次の未締めの営業日に計上され、締め解除は本部のみ行えます。',
      okText: '締める',
      onOk: async () => {
        await call(dailyClosingEndpoints.close, { body: { businessDate: day.businessDate } });
        await qc.invalidateQueries({ queryKey: dailyClosingKeys.all });
      },
    });
  const f = day.figures;
  return (
    <Card
      data-testid="closing-day"
      title={
        <Space>
          {formatBusinessDate(day.businessDate)}
          <Tag color={closed ? 'green' : day.status === 'reopened' ? 'orange' : 'default'}>
            {dailyClosingStatus.labels[day.status]}
          </Tag>
        </Space>
      }
      extra={
        <Space>
          {staff && !closed && <Button onClick={() => setForm('deposit')}>銀行預入を入力</Button>}
          {staff && !closed && (
            <Tooltip title={day.ready ? undefined : `未完了：${failing.join('、')}`}>
              <Button type="primary" disabled={!day.ready} onClick={close}>
                締める
              </Button>
            </Tooltip>
          )}
          {headOffice && closed && (
            <Button danger disabled={day.monthClosed} onClick={() => setForm('reopen')}>
              締め解除
            </Button>
          )}
        </Space>
      }
    >
      {closed && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${dateTime(day.closedAt)} ${day.closedByName ?? ''} が締めました。数値は締めたときのものです。`}
        />
      )}
      {day.status === 'reopened' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${dateTime(day.reopenedAt)} ${day.reopenedByName ?? ''} が締め解除しました（理由：${day.reopenReason ?? ''}）`}
        />
      )}
      <Flex gap={24} wrap>
        <div style={{ flex: '1 1 360px' }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            チェック項目
          </Typography.Title>
          <List size="small" bordered dataSource={day.checklist} renderItem={(item) => <CheckRow item={item} />} />
        </div>
        <div style={{ flex: '1 1 360px' }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            営業日報の主要数値
          </Typography.Title>
          <Descriptions size="small" bordered column={1}>
            <Descriptions.Item label="動員（計）">{figure(f.admissions)}人</Descriptions.Item>
            <Descriptions.Item label="興行収入（税込）">{yen(f.boxOffice)}</Descriptions.Item>
            <Descriptions.Item label="売店売上（税込）">{yen(f.shopSales)}</Descriptions.Item>
            <Descriptions.Item label="その他売上（税込）">{yen(f.otherSales)}</Descriptions.Item>
            <Descriptions.Item label="売上合計（税込）">{yen(f.totalSales)}</Descriptions.Item>
            {f.payments.map((p) => (
              <Descriptions.Item key={p.kind} label={`決済：${p.label}`}>
                {yen(p.net)}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="決済合計">{yen(f.paymentsTotal)}</Descriptions.Item>
            <Descriptions.Item label="現金過不足">
              <Typography.Text type={f.overShort !== 0 ? 'danger' : undefined}>{yen(f.overShort)}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            銀行預入
          </Typography.Title>
          {day.deposit ? (
            <Descriptions size="small" bordered column={1} data-testid="deposit">
              <Descriptions.Item label="銀行預入額">{yen(day.deposit.depositAmount)}</Descriptions.Item>
              <Descriptions.Item label="預入袋番号">{day.deposit.depositBagNo}</Descriptions.Item>
              <Descriptions.Item label="預入者">{day.deposit.depositorName}</Descriptions.Item>
              {day.deposit.cashDifferenceNote && (
                <Descriptions.Item label="現金過不足の説明">{day.deposit.cashDifferenceNote}</Descriptions.Item>
              )}
            </Descriptions>
          ) : (
            <Typography.Text type="secondary">銀行預入はまだ記録されていません。</Typography.Text>
          )}
        </div>
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        締め後に届いた取引
      </Typography.Title>
      <Table
        size="small"
        rowKey="transactionId"
        pagination={false}
        columns={lateColumns}
        dataSource={day.lateDocuments}
        locale={{ emptyText: '締め後に届いた取引はありません' }}
        data-testid="late-documents"
      />
      {form === 'deposit' && <DepositForm day={day} open onClose={() => setForm(null)} />}
      {form === 'reopen' && <ReopenForm day={day} onClose={() => setForm(null)} />}
    </Card>
  );
}
