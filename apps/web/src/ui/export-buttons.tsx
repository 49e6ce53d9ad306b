import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { ExportFormat } from '../lib/export-file.js';

export interface ExportButtonsProps {
  /** Fetches what is to be exported and downloads it in the format asked for. */
  onExport: (format: ExportFormat) => unknown;
  disabled?: boolean;
}

/** 「CSV出力」「Excel出力」 side by side, each busy while its file is being made. */
export function ExportButtons({ onExport, disabled }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await onExport(format);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void run('csv')} loading={busy === 'csv'} disabled={disabled}>
        CSV出力
      </Button>
      <Button
        icon={<FileExcelOutlined />}
        onClick={() => void run('xlsx')}
        loading={busy === 'xlsx'}
        disabled={disabled}
      >
        Excel出力
      </Button>
    </>
  );
}
