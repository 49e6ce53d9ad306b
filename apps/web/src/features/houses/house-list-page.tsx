import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import {
  houseEndpoints,
  houseLabels as L,
  seatTypeLabels,
  seatTypes,
  type HouseListItem,
  pathTo,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { dash, num } from '../../lib/format.js';
import { cinemaHouseKeys, houseKeys } from '../../entities/houses/house-queries.js';
import { ListPage } from '../../ui/list-page.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { HouseCopyModal } from './house-copy-modal.js';

const formatNames = (h: HouseListItem) => h.formats.map((f) => f.name).join('、');

function HouseName({ house }: { house: HouseListItem }) {
  const canEdit = usePermission('screen').can('update');
  return canEdit ? <Link to={pathTo('/house/update/:id', { id: house.id })}>{house.name}</Link> : house.name;
}

function SeatCount({ house: h }: { house: HouseListItem }) {
  return (
    <span title={`総座席数 ${h.seatCounts.total}席（販売停止席 ${h.seatCounts.closed}席を含む）`}>
      {num(h.seatCount)}
      {h.seatCounts.closed > 0 && <Typography.Text type="secondary"> / {num(h.seatCounts.total)}</Typography.Text>}
    </span>
  );
}

// The export lists the code first and every seat type; the table shows the name first and the seats in short.
const columns: ListColumn<HouseListItem>[] = [
  { title: L.code, exportOnly: true, csv: (h) => h.code },
  {
    title: L.name,
    dataIndex: 'name',
    sorter: true,
    render: (_: string, h) => <HouseName house={h} />,
    csv: (h) => h.name,
  },
  { title: 'コード', dataIndex: 'code', sorter: true },
  { title: '総座席数', exportOnly: true, csv: (h) => h.seatCounts.total },
  { title: L.seatCount, exportOnly: true, csv: (h) => h.seatCount },
  ...seatTypes.map((t): ListColumn<HouseListItem> => ({
    title: seatTypeLabels[t],
    exportOnly: true,
    csv: (h) => h.seatCounts[t],
  })),
  {
    title: '座席数',
    dataIndex: 'seatCount',
    sorter: true,
    align: 'right',
    render: (_: number, h) => <SeatCount house={h} />,
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
    csv: formatNames,
  },
  {
    title: L.standingCapacity,
    dataIndex: 'standingCapacity',
    sorter: true,
    align: 'right',
    render: (v: number) => num(v),
    csv: (h) => h.standingCapacity,
  },
  { title: L.sortOrder, exportOnly: true, csv: (h) => h.sortOrder },
];

/** スクリーン一覧 of the chosen cinema: seats by type at a glance, copy to start a similar screen. */
export default function HouseListPage() {
  const session = useSession();
  const qc = useQueryClient();
  const [copying, setCopying] = useState<HouseListItem | null>(null);

  return (
    <>
      <ListPage
        title="スクリーン"
        module="screen"
        endpoint={houseEndpoints.list}
        queryKey={cinemaHouseKeys(session?.cinemaId)}
        createPath={pathTo('/house/create')}
        emptyText="スクリーンがまだ登録されていません。「新規作成」から座席表を作成してください。"
        keyword="スクリーン名・コード"
        exportName="スクリーン一覧"
        columns={columns}
        actions={{ edit: (h) => pathTo('/house/update/:id', { id: h.id }), copy: setCopying }}
        remove={{ endpoint: houseEndpoints.delete, name: (h) => h.name }}
      />
      {copying && (
        <HouseCopyModal
          source={copying}
          onClose={() => setCopying(null)}
          onCopied={() => qc.invalidateQueries({ queryKey: houseKeys.all })}
        />
      )}
    </>
  );
}
