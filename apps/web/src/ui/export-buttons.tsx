import { useState } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DownloadOutlined, DownOutlined, FileExcelOutlined } from '@ant-design/icons';
import { csvEncodingLabels, type CsvEncoding } from '../lib/csv.js';
import type { ExportFormat } from '../lib/export-file.js';

export interface ExportButtonsProps {
  /** Fetches what is to be exported and downloads it in the format (and, for CSV, the encoding) asked for. */
  onExport: (format: ExportFormat, encoding?: CsvEncoding) => unknown;
  disabled?: boolean;
}

const encodings = Object.keys(csvEncodingLabels) as CsvEncoding[];

/**
 * 「CSV出力」 (UTF-8 with BOM; its ▼ offers Shift_JIS for older tools) and 「Excel出力」, each busy while its
 * file is made: every list and report exports through these (docs/web-conventions.md, "pages"). Excel keeps
 * codes as text (0101) and dates as dates, so the Excel file is the one to open by double-click.
 */
export function ExportButtons({ onExport, disabled }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat, encoding?: CsvEncoding) => {
    setBusy(format);
    try {
      await onExport(format, encoding);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Space.Compact>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void run('csv')}
          loading={busy === 'csv'}
          disabled={disabled}
        >
          CSV出力
        </Button>
        <Dropdown
          disabled={disabled || busy === 'csv'}
          menu={{
            items: encodings.map((e) => ({ key: e, label: `${csvEncodingLabels[e]}で出力` })),
            onClick: ({ key }) => void run('csv', key as CsvEncoding),
          }}
        >
          <Button icon={<DownOutlined />} aria-label="CSVの文字コードを選んで出力" disabled={disabled} />
        </Dropdown>
      </Space.Compact>
      <Button
        icon={<FileExcelOutlined />}
        onClick={() => void run('xlsx')}
        loading={busy === 'xlsx'}
        disabled={disabled}
        title="Excelで開くときはこちら（コードの先頭の0と日付が保たれます）"
      >
        Excel出力
      </Button>
    </>
  );
}
