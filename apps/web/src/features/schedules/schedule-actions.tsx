import { pathTo } from '@cinema/contracts';
import { Link } from 'react-router';
import { Button, Flex, Space, Typography } from 'antd';
import {
  CloudUploadOutlined,
  CopyOutlined,
  DownloadOutlined,
  PlusOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { TimelineScreening } from './timeline-model.js';
import { seatSummary, timeRange } from './timeline-row.js';

type Can = (t: 'create' | 'update' | 'delete' | 'export') => boolean;

/** The page header's buttons: 公開, CSV of what is shown, copy, bulk create and the create form. */
export function ScheduleActions({
  can,
  date,
  onCsv,
  onDialog,
}: {
  can: Can;
  date: string;
  onCsv: (() => void) | null;
  onDialog: (d: 'copy' | 'bulk' | 'publish') => void;
}) {
  return (
    <>
      {can('update') && (
        <Button icon={<CloudUploadOutlined />} onClick={() => onDialog('publish')}>
          公開
        </Button>
      )}
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
          <Link to={pathTo('/schedule/create', {}, { date })}>
            <Button type="primary" icon={<PlusOutlined />}>
              新規登録
            </Button>
          </Link>
        </>
      )}
    </>
  );
}

/** Under the timeline: how to work it, and the selected screenings with edit and delete. */
export function SelectionBar({
  can,
  selected,
  onDelete,
  onClear,
  onSeatMap,
}: {
  can: Can;
  selected: TimelineScreening[];
  onDelete: () => void;
  onClear: () => void;
  /** 「座席」: the selected screening's seat map, read only. */
  onSeatMap: (item: TimelineScreening) => void;
}) {
  const one = selected.length === 1 ? selected[0] : undefined;
  return (
    <Flex justify="space-between" wrap gap={8} style={{ marginTop: 8 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        ドラッグで移動（Altキーを押しながらドロップでコピー）、右端のドラッグで終了時刻を変更、←→キーで5分ずつ移動、Ctrl・Shift+クリックで複数選択、Deleteキーで削除、Ctrl+Zで元に戻す、ダブルクリックで編集します。
      </Typography.Text>
      {one && (
        <Space size={4}>
          <Typography.Text>{`選択中：${one.s.filmName}（${one.s.businessDate} ${timeRange(one)}）`}</Typography.Text>
          <Typography.Text type="secondary" data-seat-summary="">
            {seatSummary(one.s)}
          </Typography.Text>
          <Button size="small" onClick={() => onSeatMap(one)}>
            座席
          </Button>
          {can('update') && <Link to={pathTo('/schedule/edit/:id', { id: one.id })}>編集</Link>}
          {can('delete') && (
            <Button type="link" danger size="small" onClick={onDelete}>
              削除
            </Button>
          )}
        </Space>
      )}
      {selected.length > 1 && (
        <Space size={4}>
          <Typography.Text>{`${selected.length}件を選択中（まとめてドラッグで移動・Alt+ドロップでコピー）`}</Typography.Text>
          {can('delete') && (
            <Button type="link" danger size="small" onClick={onDelete}>
              まとめて削除
            </Button>
          )}
          <Button type="link" size="small" onClick={onClear}>
            選択を解除（Esc）
          </Button>
        </Space>
      )}
    </Flex>
  );
}
