import { clientGroupLabels as L, type ClientGroupCreateBody } from './client-groups.js';
import { blank, cellReader, type ImportColumn, numberCell } from './imports.js';

// The 取引先グループ import file: the list's labels as headers; clientGroupCreateBody judges each row.

export const clientGroupImportColumns: ImportColumn[] = [
  { header: L.code, field: 'code', required: true },
  { header: L.name, field: 'name', required: true },
  { header: L.sortOrder, field: 'sortOrder' },
];

/** One file row (header → cell text) as the create body. */
export function clientGroupFromImportRow(cells: Record<string, string>): Partial<ClientGroupCreateBody> {
  const c = cellReader(clientGroupImportColumns, cells);
  return {
    code: c('code') ?? '',
    name: c('name') ?? '',
    sortOrder: blank(c('sortOrder')) ? undefined : (numberCell(c('sortOrder')) as number),
  };
}
