import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Space, Tooltip, type TableColumnType } from 'antd';

export interface RowActionsProps {
  /** 詳細: the record's own page. */
  detail?: string;
  /** 編集: the edit page's path, shown as a link, or what opens the edit dialog; false where it is not allowed. */
  edit?: string | (() => void) | false;
  /** コピー: what opens the copy dialog; false where it is not allowed. */
  copy?: (() => void) | false;
  /** 削除: what asks and deletes (confirmDelete); false where it is not allowed. */
  remove?: (() => void) | false;
  /** Why this row cannot be deleted: 削除 stays in view, disabled, and says why. */
  removeRefused?: string;
  /** The row's other actions, between 編集 and 削除. */
  children?: ReactNode;
}

function LinkAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to}>
      <Button type="link">{children}</Button>
    </Link>
  );
}

/** A list row's 操作: 詳細, 編集, コピー, the row's own actions, then 削除, each only where the caller allows it. */
export function RowActions({ detail, edit, copy, remove, removeRefused, children }: RowActionsProps) {
  const removeButton = remove && (
    <Button type="link" danger disabled={!!removeRefused} onClick={remove}>
      削除
    </Button>
  );
  return (
    // One line: a wrapped Space would stack the buttons and make every row of the list tall (list-page.css).
    <Space size={0}>
      {detail && <LinkAction to={detail}>詳細</LinkAction>}
      {typeof edit === 'string' ? (
        <LinkAction to={edit}>編集</LinkAction>
      ) : (
        edit && (
          <Button type="link" onClick={edit}>
            編集
          </Button>
        )
      )}
      {copy && (
        <Button type="link" onClick={copy}>
          コピー
        </Button>
      )}
      {children}
      {removeButton && removeRefused ? <Tooltip title={removeRefused}>{removeButton}</Tooltip> : removeButton}
    </Space>
  );
}

/** The 操作 column, pinned to the right so the actions stay in reach on a wide table. */
export const actionsColumn = <T,>(render: (row: T) => ReactNode): TableColumnType<T> => ({
  title: '操作',
  key: 'actions',
  fixed: 'right',
  render: (_: unknown, row: T) => render(row),
});
