import { useState } from 'react';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { Flex, Form, Select, Tag, Tooltip, Typography } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import { PictureOutlined } from '@ant-design/icons';
import {
  approvalStatus,
  filmClassification,
  filmEndpoints,
  filmLabels as L,
  type FilmClassification,
  type FilmListItem,
  pathTo,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { date, dash, text } from '../../lib/format.js';
import { proxiedImageUrl } from '../../lib/image-url.js';
import { filmKeys } from '../../entities/films/film-queries.js';
import { ListPage } from '../../ui/list-page.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { DistributorSelect } from './distributor-select.js';
import { ApprovalTag } from './film-approval.js';
import { FilmReviewActions } from './film-review-actions.js';
import { filmFilterQuery, readFilmFilter, writeFilmFilter, type FilmFilter } from './film-filter.js';

const classificationColors: Record<FilmClassification, string | undefined> = {
  G: undefined,
  PG12: 'blue',
  'R15+': 'orange',
  'R18+': 'red',
};

/** 公開日 as the list shows it: the date, the period in words, or 未定. */
const releaseLabel = (f: Pick<FilmListItem, 'releaseDateType' | 'releaseDate' | 'releaseText'>) =>
  f.releaseDateType === 'date' ? date(f.releaseDate) : f.releaseDateType === 'text' ? text(f.releaseText) : '未定';

// The release range is kept as YYYY-MM-DD text, so the remembered filter is plain JSON.
const asRange = (v: unknown) => ({
  value: Array.isArray(v) ? v.map((d) => (typeof d === 'string' && d ? dayjs(d) : null)) : null,
});
const fromRange = (v: (Dayjs | null)[] | null) =>
  v && v.some(Boolean) ? v.map((d) => (d ? d.format('YYYY-MM-DD') : null)) : null;

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
      style={{
        ...size,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f5f5f5',
        borderRadius: 4,
      }}
    >
      <PictureOutlined style={{ color: '#bfbfbf' }} />
    </span>
  );
}

const columns: ListColumn<FilmListItem>[] = [
  { title: L.coverImage, key: 'poster', width: 72, render: (_: unknown, f) => <Poster film={f} /> },
  {
    title: L.name,
    dataIndex: 'nameKana',
    render: (_: string, f) => <FilmName film={f} />,
    csv: (f) => f.name,
  },
  { title: L.nameKana, exportOnly: true, csv: (f) => f.nameKana },
  { title: L.originalName, exportOnly: true, csv: (f) => f.originalName },
  { title: L.releaseDate, dataIndex: 'releaseDate', render: (_: unknown, f) => releaseLabel(f), csv: releaseLabel },
  {
    title: L.lengthMinutes,
    dataIndex: 'lengthMinutes',
    align: 'right',
    render: (v: number) => `${v}分`,
    csv: (f) => f.lengthMinutes,
  },
  {
    title: L.classification,
    dataIndex: 'classification',
    render: (v: FilmClassification) => (
      <Tooltip title={filmClassification.labels[v]}>
        <Tag color={classificationColors[v]}>{v}</Tag>
      </Tooltip>
    ),
    csv: (f) => f.classification,
  },
  {
    title: L.distributorId,
    dataIndex: 'distributorName',
    render: (v: string | null) => text(v),
    csv: (f) => f.distributorName,
  },
  { title: L.genre, exportOnly: true, csv: (f) => f.genre },
  { title: L.director, exportOnly: true, csv: (f) => f.director },
  { title: L.workId, exportOnly: true, csv: (f) => f.workId },
  {
    title: L.approvalStatus,
    dataIndex: 'approvalStatus',
    render: (_: unknown, f) => (
      <Flex vertical>
        <ApprovalTag status={f.approvalStatus} />
        {f.approvalStatus === 'returned' && f.returnReason && (
          <Tooltip title={f.returnReason}>
            <Typography.Text type="danger" style={{ fontSize: 12 }} ellipsis>
              理由：{f.returnReason}
            </Typography.Text>
          </Tooltip>
        )}
        {f.createdByCinemaName && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {f.createdByCinemaName}
          </Typography.Text>
        )}
      </Flex>
    ),
    csv: (f) => approvalStatus.labels[f.approvalStatus],
  },
  { title: '差し戻しの理由', exportOnly: true, csv: (f) => f.returnReason },
  { title: L.createdByCinemaName, exportOnly: true, csv: (f) => f.createdByCinemaName ?? '本部' },
  { title: L.displayOrder, exportOnly: true, csv: (f) => f.displayOrder },
  {
    title: L.updatedAt,
    dataIndex: 'updatedAt',
    render: (v: string) => (v ? date(v) : dash),
    csv: (f) => date(f.updatedAt),
  },
];

function FilmName({ film }: { film: FilmListItem }) {
  const canEdit = usePermission('film').can('update');
  return (
    <Flex vertical>
      {canEdit ? <Link to={pathTo('/movie/update/:id', { id: film.id })}>{film.name}</Link> : film.name}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {film.nameKana}
      </Typography.Text>
    </Flex>
  );
}

/** 作品一覧: search by name or kana, release range, rating, distributor and approval; the filter is remembered. */
export default function FilmListPage() {
  const session = useSession();
  const user = String(session?.accountId ?? '');
  const [initialFilters] = useState<FilmFilter>(() => readFilmFilter(user));

  return (
    <ListPage
      title="作品"
      module="film"
      endpoint={filmEndpoints.list}
      queryKey={filmKeys.all}
      createPath={pathTo('/movie/create')}
      emptyText="作品がまだ登録されていません。「新規作成」から作品を登録してください。"
      initialFilters={initialFilters as Record<string, unknown>}
      resetFilters={{}}
      onFiltersChange={(values) => writeFilmFilter(user, values)}
      toQuery={filmFilterQuery}
      keyword="作品名・カナ"
      filters={
        <>
          <Form.Item name="release" getValueProps={asRange} normalize={fromRange}>
            <DatePicker.RangePicker
              placeholder={['公開日（から）', '公開日（まで）']}
              allowEmpty={[true, true]}
              style={{ width: 300 }}
            />
          </Form.Item>
          <Form.Item name="classification">
            <Select
              placeholder={L.classification}
              aria-label={L.classification}
              allowClear
              style={{ width: 120 }}
              options={filmClassification.values.map((v) => ({ value: v, label: v }))}
            />
          </Form.Item>
          <Form.Item name="distributorId">
            <DistributorSelect placeholder={L.distributorId} aria-label={L.distributorId} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="approvalStatus">
            <Select
              placeholder={L.approvalStatus}
              aria-label={L.approvalStatus}
              allowClear
              style={{ width: 130 }}
              options={[...approvalStatus.options].reverse()}
            />
          </Form.Item>
        </>
      }
      exportName="作品一覧"
      columns={columns}
      actions={{
        edit: (f) => pathTo('/movie/update/:id', { id: f.id }),
        // 承認 / 差し戻し for head office roles with 作品の承認.
        extra: (f) => <FilmReviewActions film={f} />,
      }}
      remove={{ endpoint: filmEndpoints.delete, name: (f) => f.name }}
    />
  );
}
