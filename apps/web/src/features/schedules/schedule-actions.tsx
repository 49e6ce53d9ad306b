import { Link } from 'react-router';
import { Button, Flex, Space, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { TimelineScreening } from './timeline-model.js';
import { timeRange } from './timeline-row.js';

type Can = (t: 'create' | 'update' | 'delete' | 'export') => boolean;

/** The page header's buttons: CSV of what is shown, copy, bulk create and the create form. */
export function ScheduleActions({
  can,
  date,
  onCsv,
  onDialog,
}: {
  can: Can;
  date: string;
  onCsv: (() => void) | null;
  onDialog: (d: 'copy' | 'bulk') => void;
}) {
  return (
    <>
      {can('export') && (
        <Button icon={<DownloadOutlined />} disabled={!onCsv} onClick={() => onCsv?.()}>
          CSV出力
        </Button>
      )}
      {can('create') && (
        <>
          <Button icon={<CopyOutlined />} onClick={() => onDialog('copy')}>
            コピー
          </Button>
          <Button icon={<UnorderedListOutlined />} onClick={() => onDialog('bulk')}>
            一括登録
          </Button>
          <Link to={`/schedule/create?date=${date}`}>
            <Button type="primary" icon={<PlusOutlined />}>
              新規登録
            </Button>
          </Link>
        </>
      )}
    </>
  );
}

/** Under the timeline: how to work it, and the selected screening with edit and delete. */
export function SelectionBar({
  can,
  selected,
  onDelete,
}: {
  can: Can;
  selected: TimelineScreening | undefined;
  onDelete: (id: number) => void;
}) {
  return (
    <Flex justify="space-between" wrap gap={8} style={{ marginTop: 8 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        ドラッグで移動、右端のドラッグで終了時刻を変更、←→キーで5分ずつ移動、Deleteキーで削除、ダブルクリックで編集します。
      </Typography.Text>
      {selected && (
        <Space size={4}>
          <Typography.Text>{`選択中：${selected.s.filmName}（${selected.s.businessDate} ${timeRange(selected)}）`}</Typography.Text>
          {can('update') && <Link to={`/schedule/edit/${selected.id}`}>編集</Link>}
          {can('delete') && (
            <Button type="link" danger size="small" onClick={() => onDelete(selected.id)}>
              削除
            </Button>
          )}
        </Space>
      )}
    </Flex>
  );
}
