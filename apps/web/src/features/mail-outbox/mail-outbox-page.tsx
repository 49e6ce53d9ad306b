import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { emailStatus, mailEndpoints, mailMessages, type EmailStatus, type MailOutboxItem } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { dateTime, text } from '../../lib/format.js';
import { PageHeader } from '../../ui/page-header.js';
import { MailViewer, mailKeys } from './mail-viewer.js';

const PAGE_SIZE = 50;
const statusColors: Record<EmailStatus, string> = { none: 'default', pending: 'blue', sent: 'green', failed: 'red' };

/**
 * 送信メール (superAdmin): without an SMTP server the console writes every mail under
 * DATA_DIR/mail; this lists them, newest first, and opens one to read. With SMTP it says so.
 */
export default function MailOutboxPage() {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    ...endpointQuery(mailKeys.list(page), mailEndpoints.outboxList, { query: { page, pageSize: PAGE_SIZE } }),
    refetchInterval: 10_000,
  });
  const data = list.data;
  const columns: ColumnsType<MailOutboxItem> = [
    { title: '日時', dataIndex: 'at', width: 160, render: dateTime },
    { title: '宛先', dataIndex: 'to', width: 220 },
    {
      title: '件名',
      dataIndex: 'subject',
      render: (s: string, m) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setOpen(m.id)}
        >
          {s}
        </Button>
      ),
    },
    { title: '取引番号', dataIndex: 'transactionNo', width: 110, render: text },
    {
      title: 'メール送信状態',
      dataIndex: 'emailStatus',
      width: 130,
      render: (s: EmailStatus | null) => (s ? <Tag color={statusColors[s]}>{emailStatus.labels[s]}</Tag> : '-'),
    },
  ];
  return (
    <>
      <PageHeader
        title="送信メール"
        sub="SMTPサーバーを設定していないときに、送信したメールを保存先フォルダーに書き出し、ここで確認できます。"
      />
      {data?.transport === 'smtp' && <Alert type="info" showIcon message={mailMessages.smtpInUse} />}
      {data?.transport === 'file' && data.folder && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="メールは実際には送信されていません"
          description={`保存先：${data.folder}（.eml ファイルはメールソフトで開けます）`}
        />
      )}
      {list.isError && <Alert type="error" showIcon message="一覧を読み込めませんでした。" />}
      {data?.transport !== 'smtp' && (
        <Table
          rowKey="id"
          size="small"
          loading={list.isLoading}
          columns={columns}
          dataSource={data?.list ?? []}
          locale={{ emptyText: '保存したメールはまだありません。オンライン販売のチケットメールがここに表示されます。' }}
          pagination={{
            current: page + 1,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (n) => `${n.toLocaleString('ja-JP')}件`,
            onChange: (p) => setPage(p - 1),
          }}
        />
      )}
      <MailViewer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
