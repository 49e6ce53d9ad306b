import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import {
  journalEndpoints,
  journalLabels as L,
  journalLayout,
  journalMessages,
  journalVoucher,
  lastMonthInJapan,
  type JournalLayout,
  type JournalVoucher,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { usePermission } from '../../api/session.js';
import { CinemaSelect } from '../../entities/cinemas/cinema-select.js';
import { downloadBase64 } from '../../lib/export-file.js';
import { yen } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { PageHeader } from '../../ui/page-header.js';
import { journalColumns } from './journal-columns.js';
import { MonthField } from '../../ui/month-field.js';

// 会計伝票ダウンロード (docs/accounting.md): criteria, the 伝票's journal lines with 借方合計 and 貸方合計, and the CSV.
const journalKeys = featureKeys('journals');

interface Criteria {
  cinemaId?: number;
  month: string;
  voucher: JournalVoucher;
  authorCode?: string;
  layout: JournalLayout;
}

const toQuery = (c: Criteria) => ({
  month: c.month,
  voucher: c.voucher,
  ...(c.cinemaId ? { cinemaId: String(c.cinemaId) } : {}),
  ...(c.authorCode ? { authorCode: c.authorCode } : {}),
});

export default function JournalPage() {
  const [form] = Form.useForm<Criteria>();
  const canExport = usePermission('accounting').can('export');
  const [criteria, setCriteria] = useState<Criteria | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useQuery({
    ...endpointQuery([...journalKeys.all, criteria], journalEndpoints.preview, {
      query: criteria ? toQuery(criteria) : { month: lastMonthInJapan(), voucher: 'dailyReport' },
    }),
    enabled: criteria !== null,
  });
  const data = preview.data;

  const download = async (provisional: boolean) => {
    if (!criteria) return;
    setError(null);
    try {
      const file = await call(journalEndpoints.download, {
        query: { ...toQuery(criteria), layout: criteria.layout, provisional: provisional ? 'true' : 'false' },
      });
      downloadBase64(file.content, file.fileName, 'text/csv;charset=shift_jis');
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
    }
  };
  const askThenDownload = () =>
    data && !data.closed
      ? confirmAction({
          title: '暫定の数値',
          content: journalMessages.confirmProvisional,
          okText: 'ダウンロード',
          onOk: () => download(true),
        })
      : void download(false);

  const balanced = data ? data.debitTotal === data.creditTotal : true;
  return (
    <>
      <PageHeader title="会計伝票ダウンロード" />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form<Criteria>
          form={form}
          layout="inline"
          initialValues={{ month: lastMonthInJapan(), voucher: 'dailyReport', layout: 'yayoi' }}
          onFinish={(values) => setCriteria({ ...values })}
        >
          <Form.Item name="cinemaId" label={L.cinemaId}>
            <CinemaSelect<number> allowClear placeholder="全劇場" style={{ minWidth: 200 }} />
          </Form.Item>
          <MonthField label={L.month} ariaLabel={L.month} />
          <Form.Item name="authorCode" label={L.authorCode}>
            <Input maxLength={10} style={{ width: 120 }} placeholder="例: A01" />
          </Form.Item>
          <Form.Item name="voucher" label={L.voucher}>
            <Select aria-label={L.voucher} style={{ width: 120 }} options={[...journalVoucher.options]} />
          </Form.Item>
          <Form.Item name="layout" label={L.layout}>
            <Select aria-label={L.layout} style={{ width: 240 }} options={[...journalLayout.options]} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              表示
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {preview.isError && <Alert type="error" showIcon title={preview.error.message} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {!criteria && (
        <Typography.Paragraph type="secondary">
          劇場・対象月・伝票名を選んで「表示」を押すと、仕訳を確認してからダウンロードできます。
        </Typography.Paragraph>
      )}
      {data && (
        <>
          {!data.closed && (
            <Alert
              type="warning"
              showIcon
              title="未締めのため暫定の数値です（月次締め後に確定します）"
              style={{ marginBottom: 8 }}
            />
          )}
          {data.warnings.map((w) => (
            <Alert key={w} type="warning" showIcon title={w} style={{ marginBottom: 8 }} />
          ))}
          <Space style={{ marginBottom: 8 }} wrap>
            <span>借方合計 {yen(data.debitTotal)}</span>
            <span>貸方合計 {yen(data.creditTotal)}</span>
            <Tag color={balanced ? 'green' : 'red'}>{balanced ? '貸借一致' : '貸借不一致'}</Tag>
            {canExport && (
              <Button type="primary" disabled={!data.lines.length} onClick={askThenDownload}>
                ダウンロード
              </Button>
            )}
          </Space>
          <Table
            size="small"
            rowKey={(l) => `${l.voucherNo}-${data.lines.indexOf(l)}`}
            columns={journalColumns}
            dataSource={data.lines}
            pagination={{ pageSize: 100, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'この月の仕訳はありません。対象月や伝票名を変えてください' }}
          />
        </>
      )}
    </>
  );
}
