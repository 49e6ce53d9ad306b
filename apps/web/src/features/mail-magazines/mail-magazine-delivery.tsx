import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Flex, Progress, Row, Select, Statistic, Table, Typography } from 'antd';
import {
  mailMagazineCategory,
  mailMagazineEndpoints,
  mailMagazineLabels as L,
  mailRecipientStatus,
  pathTo,
  type MailMagazine,
  type MailRecipient,
  type MailRecipientStatus,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { endpointQuery } from '../../api/query.js';
import { dateTime, figure, text } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { PageHeader } from '../../ui/page-header.js';
import { MailPreviewCard } from './mail-magazine-preview.js';
import { mailMagazineKeys } from './mail-magazine-queries.js';
import { MagazineStatusTag, RecipientStatusTag } from './mail-magazine-tags.js';

const PAGE_SIZE = 50;
type Action = 'pause' | 'resume' | 'cancel';

function Actions({ m }: { m: MailMagazine }) {
  const qc = useQueryClient();
  const can = usePermission('membership').can('update');
  if (!can) return null;
  const run = (action: Action) => async () => {
    await call(mailMagazineEndpoints[action], { body: { id: m.id, version: m.version } });
    await qc.invalidateQueries({ queryKey: mailMagazineKeys.all });
  };
  const cancel = () =>
    confirmAction({
      title: m.status === 'scheduled' ? '送信の予約を取り消しますか？' : '送信を取り消しますか？',
      content:
        m.status === 'scheduled'
          ? '予約を取り消すと下書きに戻り、内容を編集してもう一度送信・予約できます。'
          : 'まだ送っていない会員には送信しません。送信済みのメールは取り消せません。取り消した送信は再開できません。',
      okText: '取り消す',
      danger: true,
      onOk: run('cancel'),
    });
  return (
    <Flex gap={8}>
      {m.status === 'sending' && <Button onClick={() => void run('pause')()}>一時停止</Button>}
      {m.status === 'paused' && (
        <Button type="primary" onClick={() => void run('resume')()}>
          再開
        </Button>
      )}
      {['scheduled', 'sending', 'paused'].includes(m.status) && (
        <Button danger onClick={cancel}>
          {m.status === 'scheduled' ? '予約を取り消す' : '送信を取り消す'}
        </Button>
      )}
    </Flex>
  );
}

function Counts({ m }: { m: MailMagazine }) {
  const done = m.sentCount + m.bouncedCount + m.failedCount + m.skippedCount;
  const left = Math.max(m.recipientCount - done, 0);
  return (
    <Card size="small" title="配信状況" style={{ marginBottom: 16 }}>
      {m.recipientCount > 0 && (
        <Progress
          percent={Math.floor((done * 100) / m.recipientCount)}
          status={m.status === 'sending' ? 'active' : undefined}
        />
      )}
      <Row gutter={16}>
        {(
          [
            [L.recipientCount, m.recipientCount],
            [L.sentCount, m.sentCount],
            ['未送信', left],
            [L.bouncedCount, m.bouncedCount],
            [L.failedCount, m.failedCount],
            [L.skippedCount, m.skippedCount],
            [L.unsubscribedCount, m.unsubscribedCount],
          ] as const
        ).map(([title, value]) => (
          <Col key={title} xs={12} md={6} lg={3}>
            <Statistic title={title} value={figure(value)} suffix="通" />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

function Recipients({ m }: { m: MailMagazine }) {
  const [status, setStatus] = useState<MailRecipientStatus | undefined>();
  const [page, setPage] = useState(0);
  const query = { page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) };
  const list = useQuery({
    ...endpointQuery(mailMagazineKeys.options('recipients', m.id, query), mailMagazineEndpoints.recipients, {
      params: { id: m.id },
      query,
    }),
    refetchInterval: m.status === 'sending' ? 5_000 : false,
  });
  const columns = [
    { title: '会員番号', dataIndex: 'memberNo' },
    { title: '氏名', dataIndex: 'name' },
    { title: 'メールアドレス', dataIndex: 'email' },
    { title: L.status, dataIndex: 'status', render: (s: MailRecipientStatus) => <RecipientStatusTag status={s} /> },
    { title: '送信日時', dataIndex: 'sentAt', render: dateTime },
    { title: '理由', dataIndex: 'error', render: text },
    { title: '配信停止', dataIndex: 'unsubscribedAt', render: dateTime },
  ];
  return (
    <Card
      size="small"
      title="配信先"
      extra={
        <Select
          aria-label="配信先の状態"
          placeholder="状態で絞り込み"
          allowClear
          value={status}
          options={mailRecipientStatus.options}
          onChange={(v: MailRecipientStatus | undefined) => {
            setStatus(v);
            setPage(0);
          }}
          style={{ width: 160 }}
        />
      }
    >
      <Table<MailRecipient>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        columns={columns}
        locale={{
          emptyText:
            m.status === 'scheduled'
              ? '配信先は送信予定日時に会員フィルターから確定します。'
              : '該当する配信先がありません。',
        }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
      />
    </Card>
  );
}

/** A magazine no longer a draft: what it said, to whom, when, and what became of each recipient. */
export function MailMagazineDelivery({ magazine: m }: { magazine: MailMagazine }) {
  return (
    <>
      <PageHeader
        title="メールマガジンの配信状況"
        extra={
          <>
            <Actions m={m} />
            <Link to={pathTo('/mail-magazine')}>
              <Button>一覧に戻る</Button>
            </Link>
          </>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={L.subject}>{m.subject}</Descriptions.Item>
          <Descriptions.Item label={L.status}>
            <MagazineStatusTag status={m.status} />
          </Descriptions.Item>
          <Descriptions.Item label={L.category}>{mailMagazineCategory.labels[m.category]}</Descriptions.Item>
          <Descriptions.Item label="配信対象">{text(m.memberFilterName)}</Descriptions.Item>
          <Descriptions.Item label={L.scheduledAt}>{dateTime(m.scheduledAt)}</Descriptions.Item>
          <Descriptions.Item label={L.ratePerMinute}>{`${figure(m.ratePerMinute)}通／分`}</Descriptions.Item>
          <Descriptions.Item label={L.startedAt}>{dateTime(m.startedAt)}</Descriptions.Item>
          <Descriptions.Item label={L.finishedAt}>{dateTime(m.finishedAt)}</Descriptions.Item>
        </Descriptions>
        {m.status === 'sending' && (
          <Typography.Text type="secondary">送信中です。配信状況は数秒ごとに更新されます。</Typography.Text>
        )}
      </Card>
      <Counts m={m} />
      <Row gutter={16}>
        <Col xs={24} xl={15}>
          <Recipients m={m} />
        </Col>
        <Col xs={24} xl={9}>
          <MailPreviewCard
            input={{ subject: m.subject, body: m.body, bodyFormat: m.bodyFormat, memberFilterId: m.memberFilterId }}
          />
        </Col>
      </Row>
    </>
  );
}
