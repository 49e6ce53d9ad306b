import { Form, Select } from 'antd';
import {
  mailMagazineCategory,
  mailMagazineEndpoints,
  mailMagazineLabels as L,
  mailMagazineStatus,
  pathTo,
  type MailMagazine,
} from '@cinema/contracts';
import { dateTime, figure, text } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { mailMagazineKeys } from './mail-magazine-queries.js';
import { MagazineStatusTag } from './mail-magazine-tags.js';

/** When it went or goes out: the start of sending, else the time booked. */
const sendTime = (m: MailMagazine) => m.startedAt ?? (m.sendMode === 'scheduled' ? m.scheduledAt : null);
const count = (v: number, m: MailMagazine) => (m.status === 'draft' || m.status === 'scheduled' ? '-' : figure(v));

const columns: ListColumn<MailMagazine>[] = [
  { title: L.subject, dataIndex: 'subject', alwaysShown: true, sorter: true, csv: (m) => m.subject },
  {
    title: L.category,
    dataIndex: 'category',
    render: (_: string, m) => mailMagazineCategory.labels[m.category],
    csv: (m) => mailMagazineCategory.labels[m.category],
  },
  {
    title: L.status,
    dataIndex: 'status',
    render: (_: string, m) => <MagazineStatusTag status={m.status} />,
    csv: (m) => mailMagazineStatus.labels[m.status],
  },
  { title: '配信対象', dataIndex: 'memberFilterName', render: text, csv: (m) => m.memberFilterName },
  {
    title: '送信日時',
    dataIndex: 'scheduledAt',
    sorter: true,
    render: (_: string, m) => dateTime(sendTime(m)),
    csv: (m) => dateTime(sendTime(m)),
  },
  { title: L.recipientCount, dataIndex: 'recipientCount', align: 'right', render: count, csv: (m) => m.recipientCount },
  { title: L.sentCount, dataIndex: 'sentCount', align: 'right', render: count, csv: (m) => m.sentCount },
  { title: L.bouncedCount, dataIndex: 'bouncedCount', align: 'right', render: count, csv: (m) => m.bouncedCount },
  { title: L.failedCount, dataIndex: 'failedCount', align: 'right', render: count, csv: (m) => m.failedCount },
  {
    title: L.unsubscribedCount,
    dataIndex: 'unsubscribedCount',
    align: 'right',
    defaultHidden: true,
    render: count,
    csv: (m) => m.unsubscribedCount,
  },
  {
    title: '更新日時',
    dataIndex: 'updatedAt',
    sorter: true,
    defaultHidden: true,
    render: dateTime,
    csv: (m) => dateTime(m.updatedAt),
  },
];

/** /mail-magazine: メールマガジン一覧 with each one's status and delivery counts (docs/membership.md, "メールマガジン"). */
export default function MailMagazineListPage() {
  return (
    <ListPage
      title="メールマガジン"
      module="membership"
      endpoint={mailMagazineEndpoints.list}
      queryKey={mailMagazineKeys.all}
      emptyText="メールマガジンがまだありません。「新規作成」から件名と本文を書き、配信対象の会員フィルターを選んでください。"
      createPath={pathTo('/mail-magazine/create')}
      keyword={L.keyword}
      exportName="メールマガジン"
      filters={
        <>
          <Form.Item name="status">
            <Select placeholder={L.status} allowClear options={mailMagazineStatus.options} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="category">
            <Select placeholder={L.category} allowClear options={mailMagazineCategory.options} style={{ width: 170 }} />
          </Form.Item>
        </>
      }
      columns={columns}
      actions={{
        // A draft is edited; any other shows its delivery on the same page.
        detail: (m) => (m.status === 'draft' ? '' : pathTo('/mail-magazine/update/:id', { id: m.id })),
        edit: (m) => (m.status === 'draft' ? pathTo('/mail-magazine/update/:id', { id: m.id }) : false),
      }}
      remove={{
        endpoint: mailMagazineEndpoints.delete,
        name: (m) => m.subject,
        hidden: (m) => m.status !== 'draft',
      }}
    />
  );
}
