import { Button, Form, Select } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import {
  newsCategory,
  pathTo,
  websiteEndpoints,
  websiteLabels as L,
  websitePageKind,
  websitePageStatus,
  type WebsiteCollectionKind,
  type WebsitePageListItem,
} from '@cinema/contracts';
import { dateTime } from '../../lib/format.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { WebsiteStatusTag } from './website-status-tag.js';
import { isLive, publicUrl, useWebsiteKind, useWebsiteOptions, websiteKeys } from './website-queries.js';

// /news, /custom, /priceTable (docs/website.md, "the editor"): a collection's pages with their state; 編集 opens the
// editor, 公開ページ the page on the public site (when visitors can see it), 削除 asks first.

const paths = {
  news: { create: pathTo('/news/create'), update: (id: number) => pathTo('/news/update/:id', { id }) },
  custom: { create: pathTo('/custom/create'), update: (id: number) => pathTo('/custom/update/:id', { id }) },
  priceTable: {
    create: pathTo('/priceTable/create'),
    update: (id: number) => pathTo('/priceTable/update/:id', { id }),
  },
} satisfies Record<WebsiteCollectionKind, unknown>;

const emptyText: Record<WebsiteCollectionKind, string> = {
  news: 'お知らせはまだありません。「新規作成」で最初のお知らせを書き、公開してください',
  custom: '自由ページはまだありません。「新規作成」でアクセスや館内案内などのページを作ってください',
  priceTable: '料金表はまだありません。「新規作成」で料金テンプレートから作ると早く作れます',
};

/** カテゴリ for news, パス for free pages, nothing for the price tables. */
const detailColumn = (kind: WebsiteCollectionKind): ListColumn<WebsitePageListItem>[] => {
  if (kind === 'news') {
    const label = (r: WebsitePageListItem) =>
      newsCategory.labels[r.category as keyof typeof newsCategory.labels] ?? r.category ?? '';
    return [{ title: L.category, dataIndex: 'category', render: (_: unknown, r) => label(r), csv: label }];
  }
  if (kind === 'custom') return [{ title: L.path, dataIndex: 'path', csv: (r) => r.path ?? '' }];
  return [];
};

const columnsOf = (kind: WebsiteCollectionKind): ListColumn<WebsitePageListItem>[] => [
  { title: L.title, dataIndex: 'title', alwaysShown: true, csv: (r) => r.title },
  {
    title: L.status,
    dataIndex: 'status',
    render: (_: unknown, r) => <WebsiteStatusTag status={r.status} />,
    csv: (r) => websitePageStatus.labels[r.status],
  },
  ...detailColumn(kind),
  {
    title: L.publishedAt,
    dataIndex: 'publishedAt',
    // A scheduled page shows when it will go out.
    render: (_: unknown, r) => dateTime(r.status === 'scheduled' ? r.publishAt : r.publishedAt),
    csv: (r) => dateTime(r.status === 'scheduled' ? r.publishAt : r.publishedAt),
  },
  { title: L.updatedAt, dataIndex: 'updatedAt', render: dateTime, csv: (r) => dateTime(r.updatedAt) },
  { title: '更新者', dataIndex: 'updatedByName', render: (v: string | null) => v ?? '-', csv: (r) => r.updatedByName },
];

export default function WebsiteListPage() {
  const kind = useWebsiteKind() as WebsiteCollectionKind;
  const { data: options } = useWebsiteOptions();
  const label = websitePageKind.labels[kind];
  return (
    <ListPage
      key={kind}
      title={label}
      module="website"
      endpoint={websiteEndpoints.list}
      queryKey={websiteKeys.all}
      columns={columnsOf(kind)}
      fixedQuery={{ kind }}
      keyword={kind === 'custom' ? 'タイトル・パス' : 'タイトル'}
      filters={
        <Form.Item name="status">
          <Select
            aria-label={L.status}
            placeholder={L.status}
            allowClear
            options={websitePageStatus.options}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
      }
      createPath={paths[kind].create}
      exportName={`劇場サイト_${label}`}
      emptyText={emptyText[kind]}
      actions={{
        edit: (row) => paths[kind].update(row.id),
        extra: (row) =>
          options &&
          isLive(row.status) && (
            <Button
              type="link"
              icon={<ExportOutlined />}
              href={publicUrl(options.siteUrl, row.publicPath)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`「${row.title}」の公開ページを開く`}
            >
              公開ページ
            </Button>
          ),
      }}
      remove={{ endpoint: websiteEndpoints.delete, name: (row) => row.title }}
    />
  );
}
