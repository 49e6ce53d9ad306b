import { useState } from 'react';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Form, Input, Modal, Select, Tag, Tooltip, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { approvalStatus, filmClassification, filmSortFields, type FilmClassification, type FilmListItem } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { date, dash, text } from '../../lib/format.js';
import { proxiedImageUrl } from '../../lib/image-url.js';
import { confirmDelete } from '../../ui/confirm.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { DistributorSelect } from './distributor-select.js';
import { ApprovalTag } from './film-approval.js';
import { filmFilterQuery, readFilmFilter, writeFilmFilter, type FilmFilter } from './film-filter.js';
import { approveFilm, deleteFilm, filmEndpoints, filmKeys } from './films-api.js';

const classificationColors: Record<FilmClassification, string | undefined> = {
  G: undefined,
  PG12: 'blue',
  'R15+': 'orange',
  'R18+': 'red',
};
// Only the orders the list call knows are offered (the contract's filmSortFields).
const sortable = (field: string) => (filmSortFields as readonly string[]).includes(field);

/** 公開日 as the list shows it: the date, the period in words, or 未定. */
const releaseLabel = (f: Pick<FilmListItem, 'releaseDateType' | 'releaseDate' | 'releaseText'>) =>
  f.releaseDateType === 'date' ? date(f.releaseDate) : f.releaseDateType === 'text' ? text(f.releaseText) : '未定';

// The release range is kept as YYYY-MM-DD text, so the remembered filter is plain JSON.
const asRange = (v: unknown) => ({ value: Array.isArray(v) ? v.map((d) => (typeof d === 'string' && d ? dayjs(d) : null)) : null });
const fromRange = (v: (Dayjs | null)[] | null) => (v && v.some(Boolean) ? v.map((d) => (d ? d.format('YYYY-MM-DD') : null)) : null);

function Poster({ film }: { film: FilmListItem }) {
  const size = { width: 40, height: 56 };
  return film.coverImage ? (
    <img
      src={proxiedImageUrl(film.coverImage.url)}
      alt={`${film.name}のポスター`}
      style={{ ...size, objectFit: 'cover', borderRadius: 4 }}
      loading="lazy"
    />
  ) : (
    <span
      aria-label="ポスターなし"
      style={{ ...size, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 4 }}
    >
      <PictureOutlined style={{ color: '#bfbfbf' }} />
    </span>
  );
}

/** 作品一覧: search by name or kana, release range, rating, distributor and approval; the filter is remembered. */
export default function FilmListPage() {
  const session = useSession();
  const perm = usePermission('film');
  const qc = useQueryClient();
  const user = String(session?.accountId ?? '');
  const [initialFilters] = useState<FilmFilter>(() => readFilmFilter(user));
  const refresh = () => qc.invalidateQueries({ queryKey: filmKeys.all });
  const remove = (f: FilmListItem) => confirmDelete(f.name, () => deleteFilm(f.id).then(refresh));
  // Head office approves; the API refuses anyone else.
  const canApprove = session?.adminType === 'brand' && perm.can('update');
  const approve = (f: FilmListItem) =>
    Modal.confirm({
      title: `「${f.name}」を承認しますか？`,
      content: '承認すると、各劇場で上映スケジュールに登録できるようになります。',
      okText: '承認する',
      cancelText: 'キャンセル',
      onOk: () =>
        approveFilm(f.id)
          .then(refresh)
          .catch(() => undefined),
    });

  return (
    <ListPage<FilmListItem>
      title="作品"
      module="film"
      endpoint={filmEndpoints.list}
      queryKey={filmKeys.all}
      createPath="/movie/create"
      emptyText="作品がまだ登録されていません。「新規作成」から作品を登録してください。"
      initialFilters={initialFilters as Record<string, unknown>}
      resetFilters={{}}
      onFiltersChange={(values) => writeFilmFilter(user, values as FilmFilter)}
      toQuery={filmFilterQuery}
      filters={
        <>
          <Form.Item name="keyword">
            <Input placeholder="作品名・カナ" aria-label="作品名・カナ" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="release" getValueProps={asRange} normalize={fromRange}>
            <DatePicker.RangePicker placeholder={['公開日（から）', '公開日（まで）']} allowEmpty={[true, true]} style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="classification">
            <Select
              placeholder="映倫区分"
              aria-label="映倫区分"
              allowClear
              style={{ width: 120 }}
              options={filmClassification.values.map((v) => ({ value: v, label: v }))}
            />
          </Form.Item>
          <Form.Item name="distributorId">
            <DistributorSelect placeholder="配給会社" aria-label="配給会社" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="approvalStatus">
            <Select
              placeholder="承認状態"
              aria-label="承認状態"
              allowClear
              style={{ width: 130 }}
              options={[...approvalStatus.options].reverse()}
            />
          </Form.Item>
        </>
      }
      csv={{
        filename: '作品一覧',
        columns: [
          { title: '作品名', value: (f) => f.name },
          { title: '作品名（カナ）', value: (f) => f.nameKana },
          { title: '原題', value: (f) => f.originalName },
          { title: '公開日', value: releaseLabel },
          { title: '上映時間（分）', value: (f) => f.lengthMinutes },
          { title: '映倫区分', value: (f) => f.classification },
          { title: '配給会社', value: (f) => f.distributorName },
          { title: 'ジャンル', value: (f) => f.genre },
          { title: '監督', value: (f) => f.director },
          { title: '作品ID', value: (f) => f.workId },
          { title: '承認状態', value: (f) => approvalStatus.labels[f.approvalStatus] },
          { title: '登録した劇場', value: (f) => f.createdByCinemaName ?? '本部' },
          { title: '表示順', value: (f) => f.displayOrder },
          { title: '更新日', value: (f) => date(f.updatedAt) },
        ],
      }}
      columns={[
        { title: 'ポスター', key: 'poster', width: 72, render: (_: unknown, f) => <Poster film={f} /> },
        {
          title: '作品名',
          dataIndex: 'nameKana',
          sorter: sortable('nameKana'),
          render: (_: string, f) => (
            <Flex vertical>
              {perm.can('update') ? <Link to={`/movie/update/${f.id}`}>{f.name}</Link> : f.name}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {f.nameKana}
              </Typography.Text>
            </Flex>
          ),
        },
        { title: '公開日', dataIndex: 'releaseDate', sorter: sortable('releaseDate'), render: (_: unknown, f) => releaseLabel(f) },
        {
          title: '上映時間',
          dataIndex: 'lengthMinutes',
          sorter: sortable('lengthMinutes'),
          align: 'right',
          render: (v: number) => `${v}分`,
        },
        {
          title: '映倫区分',
          dataIndex: 'classification',
          sorter: sortable('classification'),
          render: (v: FilmClassification) => (
            <Tooltip title={filmClassification.labels[v]}>
              <Tag color={classificationColors[v]}>{v}</Tag>
            </Tooltip>
          ),
        },
        { title: '配給会社', dataIndex: 'distributorName', sorter: sortable('distributorName'), render: (v: string | null) => text(v) },
        {
          title: '承認状態',
          dataIndex: 'approvalStatus',
          sorter: sortable('approvalStatus'),
          render: (_: unknown, f) => (
            <Flex vertical>
              <ApprovalTag status={f.approvalStatus} />
              {f.createdByCinemaName && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {f.createdByCinemaName}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        { title: '更新日', dataIndex: 'updatedAt', sorter: sortable('updatedAt'), render: (v: string) => (v ? date(v) : dash) },
        actionsColumn((f) => (
          <RowActions edit={perm.can('update') && `/movie/update/${f.id}`} remove={perm.can('delete') && (() => remove(f))}>
            {canApprove && f.approvalStatus === 'pending' && (
              <Button type="link" onClick={() => approve(f)}>
                承認
              </Button>
            )}
          </RowActions>
        )),
      ]}
    />
  );
}
