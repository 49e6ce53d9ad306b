import { Link } from 'react-router';
import { Button, Form, Select, Tag } from 'antd';
import {
  cinemaEndpoints,
  cinemaLabels as L,
  cinemaStatus,
  normalisedCutoffHour,
  prefectureName,
  type Cinema,
  type CinemaStatus,
  pathTo,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { text } from '../../lib/format.js';
import { BrandSelect } from '../../entities/brands/brand-select.js';
import { cinemaKeys } from '../../entities/cinemas/cinema-queries.js';
import { PrefectureSelect } from '../../entities/system/prefecture-select.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useActAs } from '../../ui/use-act-as.js';

const statusColors: Record<CinemaStatus, string | undefined> = {
  beforeOpening: 'blue',
  open: 'green',
  suspended: 'orange',
  closed: undefined,
};

/** The cut-off hour on the 36-hour scale: 5 and 29 both read 29:00（翌5:00）. */
const cutoffLabel = (hour: number) => {
  const h = normalisedCutoffHour(hour);
  return `${h}:00（翌${h - 24}:00）`;
};

function CinemaName({ cinema }: { cinema: Cinema }) {
  const canEdit = usePermission('settings').can('update');
  return canEdit ? <Link to={pathTo('/cinema/update/:id', { id: cinema.id })}>{cinema.name}</Link> : cinema.name;
}

const columns: ListColumn<Cinema>[] = [
  { title: 'コード', dataIndex: 'code', sorter: true },
  { title: L.code, exportOnly: true, csv: (c) => c.code },
  {
    title: L.name,
    dataIndex: 'name',
    sorter: true,
    render: (_: string, c) => <CinemaName cinema={c} />,
    csv: (c) => c.name,
  },
  { title: L.brandId, dataIndex: 'brandName', csv: (c) => c.brandName },
  {
    title: L.prefectureCode,
    dataIndex: 'prefectureCode',
    render: (v: string) => text(prefectureName(v)),
    csv: (c) => prefectureName(c.prefectureCode),
  },
  { title: L.city, exportOnly: true, csv: (c) => c.city },
  { title: L.phone, exportOnly: true, csv: (c) => c.phone },
  {
    title: '状態',
    dataIndex: 'status',
    sorter: true,
    render: (s: CinemaStatus) => <Tag color={statusColors[s]}>{cinemaStatus.labels[s]}</Tag>,
    csv: (c) => cinemaStatus.labels[c.status],
  },
  { title: L.screenCount, dataIndex: 'screenCount', align: 'right', csv: (c) => c.screenCount },
  { title: '営業日の切り替え', dataIndex: 'businessDayCutoffHour', render: cutoffLabel },
  { title: '営業日の切り替え時刻（時）', exportOnly: true, csv: (c) => c.businessDayCutoffHour },
  { title: L.openingDate, exportOnly: true, csv: (c) => c.openingDate },
];

/** 劇場: the brand's cinemas; a superAdmin sees every brand's and filters by brand. */
export default function CinemaListPage() {
  const session = useSession();
  const isSuper = session?.adminType === 'superAdmin';
  // A brand administrator enters a cinema as that cinema, staff account or not (docs/architecture.md,
  // "tenancy and permissions"); not while already acting as someone.
  const canActAs = session?.adminType === 'brand' && session.isAdmin && !session.loginAsAccountId;
  const { asCinema } = useActAs();
  return (
    <ListPage
      title="劇場"
      module="settings"
      endpoint={cinemaEndpoints.list}
      queryKey={cinemaKeys.all}
      createPath={pathTo('/cinema/create')}
      emptyText="劇場がまだ登録されていません。「新規作成」から登録してください。"
      keyword="劇場名・コード"
      filters={
        <>
          <Form.Item name="status">
            <Select placeholder="状態" allowClear style={{ width: 120 }} options={cinemaStatus.options} />
          </Form.Item>
          <Form.Item name="prefectureCode">
            <PrefectureSelect placeholder={L.prefectureCode} allowClear style={{ width: 140 }} />
          </Form.Item>
          {isSuper && (
            <Form.Item name="brandId">
              <BrandSelect placeholder={L.brandId} allowClear style={{ width: 200 }} />
            </Form.Item>
          )}
        </>
      }
      exportName="劇場一覧"
      columns={columns}
      actions={{
        edit: (c) => pathTo('/cinema/update/:id', { id: c.id }),
        extra: (c) =>
          canActAs && (
            <Button type="link" onClick={() => asCinema(c)}>
              劇場として操作
            </Button>
          ),
      }}
      remove={{ endpoint: cinemaEndpoints.delete, name: (c) => c.name }}
    />
  );
}
