import { useSearchParams } from 'react-router';
import { Form, Input, Select } from 'antd';
import {
  customerGender,
  memberEndpoints,
  memberLabels as L,
  memberStatus,
  pathTo,
  prefectureName,
  type EndpointInput,
  type MemberListItem,
} from '@cinema/contracts';

type ExportQuery = NonNullable<EndpointInput<typeof memberEndpoints.export>['query']>;
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import type { CsvEncoding } from '../../lib/csv.js';
import { exportRows, type ExportFormat } from '../../lib/export-file.js';
import { date, postal, text } from '../../lib/format.js';
import { readListState } from '../../lib/list-url-state.js';
import { ExportButtons } from '../../ui/export-buttons.js';
import { exportColumns, type ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { memberKeys, useMemberSystems } from './member-queries.js';
import { RankTag, StatusTag } from './member-tags.js';

const columns: ListColumn<MemberListItem>[] = [
  { title: L.memberNo, dataIndex: 'memberNo', alwaysShown: true, csv: (m) => m.memberNo },
  { title: L.name, dataIndex: 'name', csv: (m) => m.name },
  { title: L.kana, dataIndex: 'kana', csv: (m) => m.kana },
  {
    title: L.rank,
    dataIndex: 'rank',
    render: (_: number, m) => <RankTag name={m.rankName} color={m.rankColor} />,
    csv: (m) => m.rankName,
  },
  {
    title: L.status,
    dataIndex: 'status',
    render: (_: string, m) => <StatusTag status={m.status} />,
    csv: (m) => memberStatus.labels[m.status],
  },
  {
    title: L.points,
    dataIndex: 'points',
    align: 'right',
    render: (v: number) => `${v.toLocaleString('ja-JP')}pt`,
    csv: (m) => m.points,
  },
  {
    title: L.phone,
    dataIndex: 'phone',
    // Shown as registered, hyphens and all (phoneLike is for codes, not telephone numbers).
    render: text,
    csv: (m) => m.phone,
  },
  { title: L.email, dataIndex: 'email', defaultHidden: true, render: text, csv: (m) => m.email },
  { title: L.joinedOn, dataIndex: 'joinedOn', render: date, csv: (m) => m.joinedOn },
  { title: L.validUntil, dataIndex: 'validUntil', render: date, csv: (m) => m.validUntil },
  { title: L.memberSystemId, dataIndex: 'memberSystemName', defaultHidden: true, csv: (m) => m.memberSystemName },
  {
    title: L.joinedCinemaId,
    dataIndex: 'joinedCinemaName',
    defaultHidden: true,
    render: text,
    csv: (m) => m.joinedCinemaName,
  },
  { title: L.gender, dataIndex: 'gender', exportOnly: true, csv: (m) => customerGender.labels[m.gender] },
  { title: L.birthDate, dataIndex: 'birthDate', exportOnly: true, csv: (m) => m.birthDate },
  {
    title: L.postalCode,
    dataIndex: 'postalCode',
    exportOnly: true,
    csv: (m) => (m.masked ? m.postalCode : postal(m.postalCode)),
  },
  {
    title: L.prefectureCode,
    dataIndex: 'prefectureCode',
    exportOnly: true,
    csv: (m) => prefectureName(m.prefectureCode),
  },
  { title: L.address, dataIndex: 'address', exportOnly: true, csv: (m) => m.address },
];

/**
 * /member-list: 会員一覧 (docs/membership.md). Personal data shows masked unless the role has 会員's 出力, which
 * also gives the export: its own call (the list's search, unmasked, written to 操作ログ), not the list's.
 */
export default function MemberListPage() {
  const systems = useMemberSystems();
  const canExport = usePermission('membership').can('export');
  const [params] = useSearchParams();
  const exportList = async (format: ExportFormat, encoding?: CsvEncoding) => {
    const { filters, sortField, sortOrder } = readListState(params);
    const query = { ...filters, ...(sortField ? { sortField, sortOrder } : {}), page: 0, pageSize: 9999 };
    // The URL's filters are the search form's, the same the list call sends.
    const all = await call(memberEndpoints.export, { query: query as ExportQuery }, { loading: true, alert: true });
    await exportRows('会員一覧', format, all.list, exportColumns(columns), { encoding });
  };
  const ranks = [
    ...new Map(systems.flatMap((s) => s.ranks.map((r) => [r.rank, `ランク${r.rank}（${r.name}）`]))).entries(),
  ]
    .sort(([a], [b]) => a - b)
    .map(([value, label]) => ({ value, label: systems.length > 1 ? `ランク${value}` : label }));
  return (
    <ListPage
      title="会員一覧"
      module="membership"
      endpoint={memberEndpoints.list}
      queryKey={memberKeys.all}
      emptyText="条件に合う会員がいません。"
      keyword="氏名・カナ"
      filters={
        <>
          <Form.Item name="memberNo">
            <Input placeholder={L.memberNo} allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="phone">
            <Input placeholder={L.phone} allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="email">
            <Input placeholder={L.email} allowClear style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="rank">
            <Select placeholder={L.rank} allowClear style={{ width: 160 }} options={ranks} />
          </Form.Item>
          <Form.Item name="status">
            <Select placeholder={L.status} allowClear style={{ width: 110 }} options={memberStatus.options} />
          </Form.Item>
          {systems.length > 1 && (
            <Form.Item name="memberSystemId">
              <Select
                placeholder={L.memberSystemId}
                allowClear
                style={{ width: 180 }}
                options={systems.map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
          )}
        </>
      }
      extra={canExport && <ExportButtons onExport={exportList} />}
      columns={columns}
      actions={{ detail: (m) => pathTo('/member-list/:id', { id: m.id }) }}
    />
  );
}
