import type { EndpointDef } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { exportRows, type ExportFormat } from '../../lib/export-file.js';
import type { CsvEncoding } from '../../lib/csv.js';
import { confirmAction } from '../../ui/confirm.js';
import { ExportButtons } from '../../ui/export-buttons.js';
import { exportColumns, type ListColumn } from '../../ui/list-columns.js';

// Histories and logs can hold far more rows than one page of 9,999: the export reads the filtered
// list page by page, and asks before going on above 100,000 rows (docs/reports.md, "the report screens").
const PAGE = 5000;
export const WARN_ROWS = 100_000;

type ListAnswer<T> = { list: T[]; total: number };

const askToGoOn = (total: number) =>
  new Promise<boolean>((resolve) =>
    confirmAction({
      title: '出力する件数が多くなっています',
      content: `${total.toLocaleString('ja-JP')}件あります。出力に時間がかかります。期間や条件を絞ることもできます。続けますか？`,
      okText: '出力する',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );

/** 「CSV出力」「Excel出力」 of every row under the current filters, named `{画面名}_{劇場コード}_{期間}`. */
export function PagedExport<T>(props: {
  endpoint: EndpointDef & { method: 'GET' };
  title: string;
  query: Record<string, unknown>;
  columns: ListColumn<T>[];
}) {
  const session = useSession();
  if (!usePermission('reports').can('export')) return null;
  const cinemaCode = session?.cinemas.find((c) => c.id === session.cinemaId)?.code;
  const { from, to } = props.query as { from?: string; to?: string };
  const name = [props.title, cinemaCode, from && to ? `${from.replaceAll('-', '')}-${to.replaceAll('-', '')}` : null]
    .filter(Boolean)
    .join('_');
  const onExport = async (format: ExportFormat, encoding?: CsvEncoding) => {
    const fetchPage = (page: number) =>
      (call as (e: EndpointDef, i: object, s: object) => Promise<ListAnswer<T>>)(
        props.endpoint,
        { query: { ...props.query, page, pageSize: PAGE } },
        { loading: true, alert: true },
      );
    const first = await fetchPage(0);
    if (first.total > WARN_ROWS && !(await askToGoOn(first.total))) return;
    const rows = [...first.list];
    for (let page = 1; rows.length < first.total; page++) {
      const next = await fetchPage(page);
      if (!next.list.length) break;
      rows.push(...next.list);
    }
    await exportRows(name, format, rows, exportColumns(props.columns), { encoding });
  };
  return <ExportButtons onExport={onExport} />;
}
