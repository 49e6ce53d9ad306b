import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Tag, Typography } from 'antd';
import type { HouseListItem } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { dash, num } from '../../lib/format.js';
import { confirmDelete } from '../../ui/confirm.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { HouseCopyModal } from './house-copy-modal.js';
import { deleteHouse, houseEndpoints, houseKeys } from './houses-api.js';

const formatNames = (h: HouseListItem) => h.formats.map((f) => f.name).join('、');

/** スクリーン一覧 of the chosen cinema: seats by type at a glance, copy to start a similar screen. */
export default function HouseListPage() {
  const session = useSession();
  const perm = usePermission('screen');
  const qc = useQueryClient();
  const [copying, setCopying] = useState<HouseListItem | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: houseKeys.all });
  const remove = (h: HouseListItem) => confirmDelete(h.name, () => deleteHouse(h.id).then(refresh));

  return (
    <>
      <ListPage<HouseListItem>
        title="スクリーン"
        module="screen"
        endpoint={houseEndpoints.list}
        queryKey={houseKeys.list(session?.cinemaId)}
        createPath="/house/create"
        emptyText="スクリーンがまだ登録されていません。「新規作成」から座席表を作成してください。"
        filters={
          <Form.Item name="keyword">
            <Input placeholder="スクリーン名・コード" allowClear style={{ width: 220 }} />
          </Form.Item>
        }
        csv={{
          filename: 'スクリーン一覧',
          columns: [
            { title: 'スクリーンコード', value: (h) => h.code },
            { title: 'スクリーン名', value: (h) => h.name },
            { title: '総座席数', value: (h) => h.seatCounts.total },
            { title: '販売可能席数', value: (h) => h.seatCount },
            { title: '一般席', value: (h) => h.seatCounts.general },
            { title: '車椅子席', value: (h) => h.seatCounts.wheelchair },
            { title: 'プレミアムシート', value: (h) => h.seatCounts.vip },
            { title: '特別席', value: (h) => h.seatCounts.special },
            { title: 'ペアシート', value: (h) => h.seatCounts.pair },
            { title: '販売停止席', value: (h) => h.seatCounts.closed },
            { title: '対応上映方式', value: formatNames },
            { title: '立見定員', value: (h) => h.standingCapacity },
            { title: '表示順', value: (h) => h.sortOrder },
          ],
        }}
        columns={[
          {
            title: 'スクリーン名',
            dataIndex: 'name',
            sorter: true,
            render: (v: string, h) => (perm.can('update') ? <Link to={`/house/update/${h.id}`}>{v}</Link> : v),
          },
          { title: 'コード', dataIndex: 'code', sorter: true },
          {
            title: '座席数',
            dataIndex: 'seatCount',
            sorter: true,
            align: 'right',
            render: (_: number, h) => (
              <span title={`総座席数 ${h.seatCounts.total}席（販売停止席 ${h.seatCounts.closed}席を含む）`}>
                {num(h.seatCount)}
                {h.seatCounts.closed > 0 && <Typography.Text type="secondary"> / {num(h.seatCounts.total)}</Typography.Text>}
              </span>
            ),
          },
          {
            title: 'ペア / 車椅子',
            key: 'pairWheelchair',
            align: 'right',
            render: (_: unknown, h) => `${h.seatCounts.pair} / ${h.seatCounts.wheelchair}`,
          },
          {
            title: '対応上映方式',
            dataIndex: 'formats',
            render: (_: unknown, h) => (h.formats.length ? h.formats.map((f) => <Tag key={f.id}>{f.name}</Tag>) : dash),
          },
          { title: '立見定員', dataIndex: 'standingCapacity', sorter: true, align: 'right', render: (v: number) => num(v) },
          actionsColumn((h) => (
            <RowActions
              edit={perm.can('update') && `/house/update/${h.id}`}
              copy={perm.can('create') && (() => setCopying(h))}
              remove={perm.can('delete') && (() => remove(h))}
            />
          )),
        ]}
      />
      {copying && <HouseCopyModal source={copying} onClose={() => setCopying(null)} onCopied={refresh} />}
    </>
  );
}
