import { Form, Select, Tag } from 'antd';
import {
  movieTicketArea,
  movieTicketEndpoints,
  movieTicketKind,
  movieTicketLabels as L,
  type MovieTicket,
  type MovieTicketArea,
  type MovieTicketKind,
} from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { yen } from '../../lib/format.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { MovieTicketFormModal } from './movie-ticket-form-modal.js';
import { MovieTicketLookup } from './movie-ticket-lookup.js';
import { movieTicketKeys } from './movie-ticket-queries.js';

const stateText = (t: MovieTicket) => (t.active ? '有効' : '停止中');

/** A unit price: yen in the table, a bare number under a （円） header in the export. */
const amount = (key: 'sellAmount' | 'bookedAmount' | 'glassesFee'): ListColumn<MovieTicket>[] => [
  { title: L[key], dataIndex: key, sorter: true, align: 'right', render: yen },
  { title: `${L[key]}（円）`, exportOnly: true, csv: (t) => t[key] },
];

const columns: ListColumn<MovieTicket>[] = [
  { title: L.sortOrder, dataIndex: 'sortOrder', sorter: true, align: 'right', csv: (t) => t.sortOrder },
  // Codes keep their leading zeros as text (docs/domain.md, "codes and csv").
  { title: L.code, dataIndex: 'code', sorter: true, csv: (t) => t.code },
  { title: L.name, dataIndex: 'name', sorter: true, csv: (t) => t.name },
  {
    title: L.kind,
    dataIndex: 'kind',
    sorter: true,
    render: (k: MovieTicketKind) => movieTicketKind.labels[k],
    csv: (t) => movieTicketKind.labels[t.kind],
  },
  {
    title: L.area,
    dataIndex: 'area',
    sorter: true,
    render: (a: MovieTicketArea) => movieTicketArea.labels[a],
    csv: (t) => movieTicketArea.labels[t.area],
  },
  {
    title: L.users,
    dataIndex: 'users',
    sorter: true,
    align: 'right',
    render: (n: number) => `${n}名`,
    csv: (t) => t.users,
  },
  ...amount('sellAmount'),
  ...amount('bookedAmount'),
  ...amount('glassesFee'),
  {
    title: '状態',
    dataIndex: 'active',
    sorter: true,
    render: (_: boolean, t) => <Tag color={t.active ? 'green' : undefined}>{stateText(t)}</Tag>,
    csv: stateText,
  },
];

/** /movie-ticket-master: the brand's ムビチケ 券種; head office edits, cinema staff read and look codes up. */
export default function MovieTicketPage() {
  const session = useSession();
  const headOffice = session?.adminType === 'brand';
  const editor = useModalEditor<MovieTicket>(movieTicketKeys.all);
  return (
    <>
      <ListPage
        title="ムビチケ券種マスター"
        module="film"
        endpoint={movieTicketEndpoints.list}
        queryKey={movieTicketKeys.all}
        emptyText={
          headOffice
            ? 'ムビチケの券種がまだ登録されていません。「券種登録」から登録してください。'
            : 'ムビチケの券種がまだ登録されていません。本部に登録を依頼してください。'
        }
        extra={<MovieTicketLookup />}
        // Head office alone keeps the chain's ticket types: cinema staff get neither 券種登録 nor edit and delete.
        onCreate={headOffice ? editor.create : undefined}
        createLabel="券種登録"
        keyword="券種名・券種コード"
        filters={
          <>
            <Form.Item name="kind">
              <Select placeholder={L.kind} allowClear style={{ width: 120 }} options={movieTicketKind.options} />
            </Form.Item>
            <Form.Item name="area">
              <Select placeholder={L.area} allowClear style={{ width: 150 }} options={movieTicketArea.options} />
            </Form.Item>
            <ActiveFilter off="停止中" />
          </>
        }
        exportName="ムビチケ券種マスター"
        columns={columns}
        actions={headOffice ? { edit: (t) => () => editor.edit(t) } : undefined}
        remove={headOffice ? { endpoint: movieTicketEndpoints.delete, name: (t) => t.name } : undefined}
      />
      <MovieTicketFormModal {...editor.modal} />
    </>
  );
}
