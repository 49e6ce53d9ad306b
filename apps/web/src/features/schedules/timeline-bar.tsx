import { Button, Flex, Space, Tooltip } from 'antd';
import {
  ClearOutlined,
  ColumnWidthOutlined,
  RedoOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import type { FilmSwatch } from './film-colors.js';

export interface TimelineBarProps {
  canUndo: boolean;
  canRedo: boolean;
  undoLabel: string | null;
  redoLabel: string | null;
  onUndo: () => void;
  onRedo: () => void;
  /** null: the view's usual scale; a number: times the scale at which the whole day fits. */
  zoom: number | null;
  onZoom: (z: number | null) => void;
  /** 「この日をクリア」 (day view, with the delete permission); null hides it. */
  onClearDay: (() => void) | null;
  films: FilmSwatch[];
}

export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;
const nextZoom = (z: number | null, dir: 1 | -1) => {
  const cur = z ?? 1;
  const i = ZOOM_STEPS.findIndex((s) => s >= cur);
  const at = i < 0 ? ZOOM_STEPS.length - 1 : i;
  return ZOOM_STEPS[Math.min(Math.max(at + dir, 0), ZOOM_STEPS.length - 1)]!;
};

/** Above the timeline: undo and redo, zoom and 全体表示, clearing the day, and which colour is which film. */
export function TimelineBar(p: TimelineBarProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
      <Space size={4} wrap>
        <Tooltip title={p.undoLabel ? `元に戻す：${p.undoLabel}（Ctrl+Z）` : '元に戻す（Ctrl+Z）'}>
          <Button size="small" icon={<UndoOutlined />} disabled={!p.canUndo} onClick={p.onUndo} aria-label="元に戻す" />
        </Tooltip>
        <Tooltip title={p.redoLabel ? `やり直す：${p.redoLabel}（Ctrl+Y）` : 'やり直す（Ctrl+Y）'}>
          <Button size="small" icon={<RedoOutlined />} disabled={!p.canRedo} onClick={p.onRedo} aria-label="やり直す" />
        </Tooltip>
        <Button
          size="small"
          icon={<ZoomOutOutlined />}
          aria-label="縮小"
          onClick={() => p.onZoom(nextZoom(p.zoom, -1))}
        />
        <Button
          size="small"
          icon={<ZoomInOutlined />}
          aria-label="拡大"
          onClick={() => p.onZoom(nextZoom(p.zoom, 1))}
        />
        <Button
          size="small"
          icon={<ColumnWidthOutlined />}
          type={p.zoom === 1 ? 'primary' : 'default'}
          onClick={() => p.onZoom(p.zoom === 1 ? null : 1)}
        >
          全体表示
        </Button>
        {p.onClearDay && (
          <Button size="small" icon={<ClearOutlined />} danger onClick={p.onClearDay}>
            この日をクリア
          </Button>
        )}
      </Space>
      {p.films.length > 0 && (
        <Space size={10} wrap style={{ fontSize: 12 }} aria-label="作品の色">
          {p.films.map((f) => (
            <span key={f.filmId} data-film-legend={f.filmId}>
              <span
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  marginRight: 4,
                  borderRadius: 2,
                  background: f.color,
                  verticalAlign: -1,
                }}
              />
              {f.name}
            </span>
          ))}
        </Space>
      )}
    </Flex>
  );
}
