import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useSession } from '../api/session.js';
import { readListColumns, writeListColumns } from '../lib/user-options.js';

// 表示列 (docs/web-conventions.md, "pages"): each user chooses which columns a list shows, remembered per
// account and list in the user options. A list declares which columns start hidden (defaultHidden) so the
// ones read first fit a 1366 px screen, and its identifying column (alwaysShown), which cannot be hidden.
// The choice is the screen's only: exports keep every column.

/** A column the user may show or hide, known by its title; a column without a title (a button) always shows. */
export interface ChoosableColumn {
  title: string;
  /** Shown only when the user turns it on in 表示列. */
  defaultHidden?: boolean;
  /** The identifying column: always shown, its check box disabled. */
  alwaysShown?: boolean;
}

export interface ColumnChoice {
  isShown: (column: ChoosableColumn) => boolean;
  setShown: (column: ChoosableColumn, shown: boolean) => void;
  /** 初期設定に戻す: the list's own defaults again. */
  reset: () => void;
}

/**
 * The list's name for its saved choice: its route's path, a record's id written as the parameter's name
 * (/couponlist/:id), so the lists of every record share one choice.
 */
export function useListName(): string {
  const { pathname } = useLocation();
  const params = useParams();
  const names = new Map(Object.entries(params).flatMap(([name, value]) => (name === '*' ? [] : [[value, name]])));
  return (
    pathname
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => {
        const name = names.get(decodeURIComponent(segment));
        return name ? `:${name}` : segment;
      })
      .join('/') || '/'
  );
}

/** The signed-in user's column choice for the list `list`, read from and written to the user options. */
export function useColumnChoice(list: string): ColumnChoice {
  const accountId = useSession()?.accountId;
  const key = `${accountId ?? '-'}:${list}`;
  const [saved, setSaved] = useState(() => ({ key, choice: readListColumns(key) }));
  // Another user or list (the same page component on another path) reads its own choice.
  const choice = saved.key === key ? saved.choice : readListColumns(key);
  const save = (next: Record<string, boolean>) => {
    writeListColumns(key, next);
    setSaved({ key, choice: next });
  };
  const isShown = (c: ChoosableColumn) => !c.title || !!c.alwaysShown || (choice[c.title] ?? !c.defaultHidden);
  return {
    isShown,
    // Only a choice that differs from the default is kept, so a column's default may change later.
    setShown: (c, shown) => {
      const { [c.title]: _previous, ...others } = choice;
      save(shown === !c.defaultHidden ? others : { ...others, [c.title]: shown });
    },
    reset: () => save({}),
  };
}

/** The 「表示列」 button of a list's toolbar: a check box per column, and 初期設定に戻す. */
export function ColumnSettings({ columns, choice }: { columns: ChoosableColumn[]; choice: ColumnChoice }) {
  const content = (
    <Flex vertical gap={4} style={{ maxHeight: '60vh', overflowY: 'auto' }}>
      {columns
        .filter((c) => c.title)
        .map((c, i) => (
          <Checkbox
            key={`${i}-${c.title}`}
            checked={choice.isShown(c)}
            disabled={c.alwaysShown}
            onChange={(e) => choice.setShown(c, e.target.checked)}
          >
            {c.title}
          </Checkbox>
        ))}
      <Button size="small" style={{ marginTop: 8, alignSelf: 'flex-start' }} onClick={choice.reset}>
        初期設定に戻す
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="表示する列" content={content}>
      <Button icon={<SettingOutlined />}>表示列</Button>
    </Popover>
  );
}
