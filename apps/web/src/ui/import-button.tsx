import { useState } from 'react';
import { ImportOutlined } from '@ant-design/icons';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button } from 'antd';
import type { EndpointDef, ImportBodyInput, ImportColumn, ImportResult } from '@cinema/contracts';
import { call } from '../api/client.js';
import { ImportModal } from './import-modal.js';

export interface ImportButtonProps {
  /** The dialog's title (原材料の一括登録). */
  title: string;
  columns: ImportColumn[];
  /** The list's import call: body `{ fileName, content, commit }`, answer the per-row result. */
  endpoint: EndpointDef & { method: 'POST' };
  /** The feature's key root: read again once the file is registered. */
  queryKey: QueryKey;
  note?: string;
}

/** 一括登録: the button a list's header shows, and its dialog (確認 → 登録する). */
export function ImportButton({ title, columns, endpoint, queryKey, note }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const send = call as (e: EndpointDef, i: { body: ImportBodyInput }, s: object) => Promise<ImportResult>;
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        一括登録
      </Button>
      <ImportModal
        title={title}
        open={open}
        columns={columns}
        note={note}
        run={(file, commit) => send(endpoint, { body: { ...file, commit } }, { successMessage: commit })}
        onClose={() => setOpen(false)}
        onImported={() => void qc.invalidateQueries({ queryKey })}
      />
    </>
  );
}
