import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Table } from 'antd';
import { websiteEndpoints, websiteLabels as L, websiteRevisionAction, type WebsiteRevision } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { dateTime } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { websiteKeys } from './website-queries.js';

// 版の履歴 (docs/website.md, "the editor"): every save, publish, unpublish and restore of the page, newest first.
// 復元 copies a revision's content into the draft only: the public site changes when the page is published.

export interface WebsiteRevisionsProps {
  pageId: number;
  /** The page's version, so the list follows each save. */
  version: number;
  /** Edits not saved yet are lost on restoring: the question says so. */
  unsaved: boolean;
  canRestore: boolean;
  onRestore: (no: number) => Promise<unknown>;
  onClose: () => void;
}

export const restoreQuestion = (no: number) => `第${no}版を下書きに戻します。公開するまでサイトは変わりません`;

export function WebsiteRevisions({ pageId, version, unsaved, canRestore, onRestore, onClose }: WebsiteRevisionsProps) {
  const revisions = useQuery(
    endpointQuery([...websiteKeys.all, 'revisions', pageId, version], websiteEndpoints.revisions, {
      params: { id: pageId },
    }),
  );
  const rows = [...(revisions.data ?? [])].sort((a, b) => b.no - a.no);
  const restore = (r: WebsiteRevision) =>
    confirmAction({
      title: `第${r.no}版を復元しますか？`,
      content: unsaved ? `${restoreQuestion(r.no)}。保存していない編集は破棄されます` : restoreQuestion(r.no),
      okText: '復元する',
      onOk: () => onRestore(r.no),
    });
  return (
    <Drawer open title="版の履歴" size="large" onClose={onClose}>
      <Table<WebsiteRevision>
        rowKey="no"
        size="small"
        loading={revisions.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: revisions.isError ? revisions.error.message : '版はまだありません' }}
        columns={[
          { title: L.revision, dataIndex: 'no', render: (no: number) => `第${no}版` },
          {
            title: '操作',
            dataIndex: 'action',
            render: (a: WebsiteRevision['action']) => websiteRevisionAction.labels[a],
          },
          { title: L.title, dataIndex: 'title' },
          { title: '日時', dataIndex: 'at', render: dateTime },
          { title: '担当者', dataIndex: 'byName', render: (v: string | null) => v ?? '-' },
          {
            title: '復元',
            key: 'restore',
            render: (_: unknown, r) => (
              <Button size="small" disabled={!canRestore} onClick={() => restore(r)} aria-label={`第${r.no}版を復元`}>
                復元
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
