import { Fragment, memo, useState, type PointerEvent } from 'react';
import { Card, Empty, Flex, Input, Select, Typography } from 'antd';
import type { FilmNameItem, VersionRecord } from '@cinema/contracts';
import { foldForSearch } from '../../lib/option-search.js';
import type { Defaults } from './use-schedule-edits.js';

export interface FilmPaletteProps {
  films: FilmNameItem[];
  /** How many of `films` lead the list as this week's (film-order.ts). */
  recent?: number;
  versions: VersionRecord[];
  defaults: Defaults;
  onDefaults: (d: Defaults) => void;
  onPress: (e: PointerEvent, film: FilmNameItem) => void;
  canCreate: boolean;
}

/**
 * The approved films, to drag onto a screen's row; the new screening's 字幕・吹替 and 上映方式
 * come from the two pickers above (上映方式: the screen's first when it cannot show the one chosen).
 */
export const FilmPalette = memo(function FilmPalette({
  films,
  recent = 0,
  versions,
  defaults,
  onDefaults,
  onPress,
  canCreate,
}: FilmPaletteProps) {
  const [keyword, setKeyword] = useState('');
  // Matched as typed on a Japanese keyboard: hiragana finds katakana, widths and case fold (docs/domain.md).
  const k = foldForSearch(keyword);
  const shown = k ? films.filter((f) => foldForSearch(`${f.name} ${f.nameKana}`).includes(k)) : films;
  const divider = !k && recent > 0 && recent < films.length ? recent : -1;
  const options = (kind: VersionRecord['kind']) =>
    versions.filter((v) => v.kind === kind).map((v) => ({ value: v.id, label: v.name }));

  return (
    <Card size="small" title="作品" style={{ width: 240, flex: 'none' }} styles={{ body: { padding: 8 } }}>
      {canCreate && (
        <Flex vertical gap={6} style={{ marginBottom: 8 }}>
          <Select
            aria-label="登録時の字幕・吹替"
            size="small"
            value={defaults.languageVersionId ?? undefined}
            placeholder="字幕・吹替"
            options={options('language')}
            onChange={(v: number) => onDefaults({ ...defaults, languageVersionId: v })}
          />
          <Select
            aria-label="登録時の上映方式"
            size="small"
            value={defaults.formatVersionId ?? 0}
            options={[{ value: 0, label: 'スクリーンの上映方式' }, ...options('format')]}
            onChange={(v: number) => onDefaults({ ...defaults, formatVersionId: v || null })}
          />
        </Flex>
      )}
      <Input.Search
        size="small"
        placeholder="作品名・カナ"
        allowClear
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '6px 0' }}>
        {canCreate ? '作品をスクリーンの行へドラッグすると上映回を登録します。' : '上映回を登録する権限がありません。'}
      </Typography.Paragraph>
      <div style={{ maxHeight: 'calc(100vh - 400px)', overflow: 'auto' }} role="list" aria-label="承認済みの作品">
        {shown.length === 0 && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              films.length
                ? '該当する作品がありません'
                : '承認済みの作品がありません。「作品」で登録・承認してください。'
            }
          />
        )}
        {shown.map((f, i) => (
          <Fragment key={f.id}>
            {i === 0 && divider > 0 && <div className="stl-film-group">今週の上映作品</div>}
            {i === divider && <div className="stl-film-group">その他の作品</div>}
            <div
              role="listitem"
              className="stl-film"
              data-film-id={f.id}
              aria-label={f.name}
              title={`${f.name}（${f.lengthMinutes}分）`}
              onPointerDown={canCreate ? (e) => onPress(e, f) : undefined}
            >
              <span>{f.name}</span>
              <span className="len">{f.lengthMinutes}分</span>
            </div>
          </Fragment>
        ))}
      </div>
    </Card>
  );
});
