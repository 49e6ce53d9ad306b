import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { CsvColumn, CsvValue } from '../lib/csv.js';
import type { ChoosableColumn } from './column-settings.js';
import { actionsColumn, RowActions } from './row-actions.js';

/**
 * A list column with its export projection, so the table and the CSV/XLSX cannot disagree: the
 * header is the column's title (a field's label from contracts), the cell the column's `csv`.
 */
export type ListColumn<T> = TableColumnType<T> &
  ChoosableColumn & {
    /** The column's title: plain text, so the export can use it as its header, and 表示列 its check box. */
    title: string;
    /** The exported value; leave it out for columns that export nothing (images, actions). */
    csv?: (row: T) => CsvValue;
    /** The export's header where it says more than the column (コード → 劇場コード). */
    csvTitle?: string;
    /** Exported, but not shown in the table (long texts, codes kept for spreadsheets). */
    exportOnly?: boolean;
    /**
     * A sentence users read whole (a device's notice, a reason): the cell wraps within WRAP_MAX_WIDTH
     * instead of ending in an ellipsis, since a hover title cannot be read on a touch screen or copied.
     */
    wrap?: boolean;
  };

/** The widest a cell grows before it ends in an ellipsis: a 1366 px screen keeps the key columns in view. */
export const CELL_MAX_WIDTH = 240;
const cellStyle = {
  maxWidth: CELL_MAX_WIDTH,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
export const WRAP_MAX_WIDTH = 360;
const wrapStyle = { maxWidth: WRAP_MAX_WIDTH, minWidth: 200, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** The cell's full text on hover: the export's value (plain text of the cell), else the raw value. */
const fullText = (value: unknown, exported: CsvValue): string | undefined => {
  const full = exported ?? (typeof value === 'string' || typeof value === 'number' ? value : undefined);
  return full == null || full === '' ? undefined : String(full);
};

/**
 * The columns the table shows (not the export-only ones, nor those hidden in 表示列: `shown`), with
 * 並べ替え switched on where the list call allows it. A cell is
 * one line of at most CELL_MAX_WIDTH: longer ones end in an ellipsis, with the full text on hover
 * (columns that set their own width, such as images, are left as they are).
 */
export function tableColumns<T>(
  columns: ListColumn<T>[],
  sortable: readonly string[],
  shown: (column: ListColumn<T>) => boolean = () => true,
): TableColumnType<T>[] {
  return columns
    .filter((c) => !c.exportOnly && shown(c))
    .map(({ csv, csvTitle: _t, exportOnly: _e, defaultHidden: _h, alwaysShown: _a, wrap, ...c }) => {
      const field = typeof c.dataIndex === 'string' ? c.dataIndex : undefined;
      const sorted = field && c.sorter === undefined && sortable.includes(field) ? { ...c, sorter: true } : c;
      if (c.width !== undefined) return sorted;
      const render = c.render;
      return {
        ...sorted,
        render: (value: unknown, row: T, index: number) => (
          <div style={wrap ? wrapStyle : cellStyle} title={wrap ? undefined : fullText(value, csv?.(row))}>
            {(render ? render(value, row, index) : value) as ReactNode}
          </div>
        ),
      };
    });
}

/** The export's columns, in the table's order: every column, whether or not 表示列 shows it. */
export const exportColumns = <T,>(columns: ListColumn<T>[]): CsvColumn<T>[] =>
  columns.flatMap((c) => (c.csv ? [{ title: c.csvTitle ?? c.title, value: c.csv }] : []));

export interface RowActionSpec<T> {
  /** 詳細: the record's page. */
  detail?: (row: T) => string;
  /** 編集: the edit page's path, or what opens the edit dialog; false where this row cannot be edited. */
  edit?: (row: T) => string | (() => void) | false;
  /** コピー: what opens the copy dialog. */
  copy?: (row: T) => void;
  /** The row's own actions, between 編集 and 削除. */
  extra?: (row: T) => ReactNode;
}

export function rowActionsColumn<T>(
  spec: RowActionSpec<T>,
  can: { update: boolean; create: boolean },
  remove: ((row: T) => (() => void) | false) | undefined,
  removeRefused?: (row: T) => string | undefined,
): TableColumnType<T> {
  const { copy } = spec;
  // As narrow as its buttons (width 1 gives it no share of the spare width; list-page.css keeps them on one
  // line), so the pinned column covers as little as it can.
  const column = actionsColumn((row: T) => (
    <RowActions
      detail={spec.detail?.(row)}
      edit={can.update && spec.edit ? spec.edit(row) : false}
      copy={can.create && copy ? () => copy(row) : false}
      remove={remove ? remove(row) : false}
      removeRefused={removeRefused?.(row)}
    >
      {spec.extra?.(row)}
    </RowActions>
  ));
  return { ...column, width: 1, className: 'list-row-actions' };
}
