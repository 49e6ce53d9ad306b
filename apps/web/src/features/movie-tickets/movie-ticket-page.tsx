import { Button, Form, Input, Select, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { movieTicketArea, movieTicketKind, type MovieTicket, type MovieTicketArea, type MovieTicketKind } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { yen } from '../../lib/format.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { MovieTicketFormModal } from './movie-ticket-form-modal.js';
import { MovieTicketLookup } from './movie-ticket-lookup.js';
import { deleteMovieTicket, movieTicketEndpoints, movieTicketKeys } from './movie-tickets-api.js';
import { ActiveFilter } from '../../ui/active-filter.js';

/** /movie-ticket-master: the brand's ムビチケ 券種; head office edits, cinema staff read and look codes up. */
export default function MovieTicketPage() {
  const session = useSession();
  const perm = usePermission('film');
  const headOffice = session?.adminType === 'brand';
  const editor = useModalEditor<MovieTicket>(movieTicketKeys.all);

  return (
    <>
      <ListPage<MovieTicket>
        title="ムビチケ券種マスター"
        module="film"
        endpoint={movieTicketEndpoints.list}
        queryKey={[...movieTicketKeys.all, 'list']}
        emptyText={
          headOffice
            ? 'ムビチケの券種がまだ登録されていません。「券種登録」から登録してください。'
            : 'ムビチケの券種がまだ登録されていません。本部に登録を依頼してください。'
        }
        extra={
          <>
            <MovieTicketLookup />
            {headOffice && perm.can('create') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={editor.create}>
                券種登録
              </Button>
            )}
          </>
        }
        filters={
          <>
            <Form.Item name="keyword">
              <Input placeholder="券種名・券種コード" allowClear style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="kind">
              <Select placeholder="券種区分" allowClear style={{ width: 120 }} options={movieTicketKind.options} />
            </Form.Item>
            <Form.Item name="area">
              <Select placeholder="全国券・劇場券" allowClear style={{ width: 150 }} options={movieTicketArea.options} />
            </Form.Item>
            <ActiveFilter off="停止中" />
          </>
        }
        csv={{
          filename: 'ムビチケ券種マスター',
          columns: [
            { title: '表示順', value: (t) => t.sortOrder },
            // Codes keep their leading zeros as text (JAPANESE.md 3.6).
            { title: '券種コード', value: (t) => t.code },
            { title: '券種名', value: (t) => t.name },
            { title: '券種区分', value: (t) => movieTicketKind.labels[t.kind] },
            { title: '全国券・劇場券', value: (t) => movieTicketArea.labels[t.area] },
            { title: '利用人数', value: (t) => t.users },
            { title: '販売単価（円）', value: (t) => t.sellAmount },
            { title: '計上単価（円）', value: (t) => t.bookedAmount },
            { title: 'メガネ代（円）', value: (t) => t.glassesFee },
            { title: '状態', value: (t) => (t.active ? '有効' : '停止中') },
          ],
        }}
        columns={[
          { title: '表示順', dataIndex: 'sortOrder', sorter: true, align: 'right' },
          { title: '券種コード', dataIndex: 'code', sorter: true },
          { title: '券種名', dataIndex: 'name', sorter: true },
          { title: '券種区分', dataIndex: 'kind', sorter: true, render: (k: MovieTicketKind) => movieTicketKind.labels[k] },
          { title: '全国券・劇場券', dataIndex: 'area', sorter: true, render: (a: MovieTicketArea) => movieTicketArea.labels[a] },
          { title: '利用人数', dataIndex: 'users', sorter: true, align: 'right', render: (n: number) => `${n}名` },
          { title: '販売単価', dataIndex: 'sellAmount', sorter: true, align: 'right', render: yen },
          { title: '計上単価', dataIndex: 'bookedAmount', sorter: true, align: 'right', render: yen },
          { title: 'メガネ代', dataIndex: 'glassesFee', sorter: true, align: 'right', render: yen },
          {
            title: '状態',
            dataIndex: 'active',
            sorter: true,
            render: (v: boolean) => (v ? <Tag color="green">有効</Tag> : <Tag>停止中</Tag>),
          },
          actionsColumn(
            (t) =>
              headOffice && (
                <RowActions
                  edit={perm.can('update') && (() => editor.edit(t))}
                  remove={perm.can('delete') && (() => editor.remove(t.name, () => deleteMovieTicket(t.id)))}
                />
              ),
          ),
        ]}
      />
      <MovieTicketFormModal {...editor.modal} />
    </>
  );
}
