import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select, Tag } from 'antd';
import { cinemaStatus, prefectureName, type Cinema, type CinemaStatus } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { text } from '../../lib/format.js';
import { BrandSelect } from '../../ui/brand-select.js';
import { confirmDelete } from '../../ui/confirm.js';
import { ListPage } from '../../ui/list-page.js';
import { PrefectureSelect } from '../../ui/prefecture-select.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { cinemaEndpoints, cinemaKeys, cutoffLabel, deleteCinema } from './cinemas-api.js';

const statusColors: Record<CinemaStatus, string | undefined> = {
  beforeOpening: 'blue',
  open: 'green',
  suspended: 'orange',
  closed: undefined,
};

export default function CinemaListPage() {
  const session = useSession();
  const perm = usePermission('settings');
  const qc = useQueryClient();
  const isSuper = session?.adminType === 'superAdmin';
  const remove = (c: Cinema) =>
    confirmDelete(c.name, () => deleteCinema(c.id).then(() => qc.invalidateQueries({ queryKey: cinemaKeys.all })));

  return (
    <ListPage<Cinema>
      title="劇場"
      module="settings"
      endpoint={cinemaEndpoints.list}
      queryKey={cinemaKeys.all}
      createPath="/cinema/create"
      emptyText="劇場がまだ登録されていません。「新規作成」から登録してください。"
      filters={
        <>
          <Form.Item name="keyword">
            <Input placeholder="劇場名・コード" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status">
            <Select placeholder="状態" allowClear style={{ width: 120 }} options={cinemaStatus.options} />
          </Form.Item>
          <Form.Item name="prefectureCode">
            <PrefectureSelect placeholder="都道府県" allowClear style={{ width: 140 }} />
          </Form.Item>
          {isSuper && (
            <Form.Item name="brandId">
              <BrandSelect placeholder="ブランド" allowClear style={{ width: 200 }} />
            </Form.Item>
          )}
        </>
      }
      csv={{
        filename: '劇場一覧',
        columns: [
          { title: '劇場コード', value: (c) => c.code },
          { title: '劇場名', value: (c) => c.name },
          { title: 'ブランド', value: (c) => c.brandName },
          { title: '都道府県', value: (c) => prefectureName(c.prefectureCode) },
          { title: '市区町村', value: (c) => c.city },
          { title: '電話番号', value: (c) => c.phone },
          { title: '状態', value: (c) => cinemaStatus.labels[c.status] },
          { title: 'スクリーン数', value: (c) => c.screenCount },
          { title: '営業日の切り替え時刻（時）', value: (c) => c.businessDayCutoffHour },
          { title: '開業日', value: (c) => c.openingDate },
        ],
      }}
      columns={[
        { title: 'コード', dataIndex: 'code', sorter: true },
        {
          title: '劇場名',
          dataIndex: 'name',
          sorter: true,
          render: (v: string, c) => (perm.can('update') ? <Link to={`/cinema/update/${c.id}`}>{v}</Link> : v),
        },
        { title: 'ブランド', dataIndex: 'brandName' },
        { title: '都道府県', dataIndex: 'prefectureCode', render: (v: string) => text(prefectureName(v)) },
        {
          title: '状態',
          dataIndex: 'status',
          sorter: true,
          render: (s: CinemaStatus) => <Tag color={statusColors[s]}>{cinemaStatus.labels[s]}</Tag>,
        },
        { title: 'スクリーン数', dataIndex: 'screenCount', align: 'right' },
        { title: '営業日の切り替え', dataIndex: 'businessDayCutoffHour', render: cutoffLabel },
        actionsColumn((c) => (
          <RowActions edit={perm.can('update') && `/cinema/update/${c.id}`} remove={perm.can('delete') && (() => remove(c))} />
        )),
      ]}
    />
  );
}
