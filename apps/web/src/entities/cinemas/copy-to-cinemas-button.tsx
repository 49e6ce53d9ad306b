import { useState, type Key } from 'react';
import { Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { CopyToCinemasAnswer, CopyToCinemasInput, EndpointAccess } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { CopyToCinemasModal, useCanCopyToCinemas } from './copy-to-cinemas-modal.js';

/**
 * The rows of a cinema's list head office has chosen to copy, while it may (useCanCopyToCinemas): the list's
 * check boxes. Choosing another cinema starts with none.
 */
export function useRowsToCopy(access: EndpointAccess) {
  const can = useCanCopyToCinemas(access);
  const cinemaId = useSession()?.cinemaId ?? null;
  const [selection, setSelection] = useState<{ cinemaId: number | null; keys: Key[] }>({ cinemaId, keys: [] });
  const selected = selection.cinemaId === cinemaId ? selection.keys : [];
  const setSelected = (keys: Key[]) => setSelection({ cinemaId, keys });
  return {
    can,
    ids: selected.map(Number),
    rowSelection: can ? { selectedRowKeys: selected, onChange: setSelected } : undefined,
    clear: () => setSelected([]),
  };
}

/** 「他の劇場へコピー…」 of a list's toolbar, enabled once rows are chosen, and its dialog. */
export function CopyToCinemasButton(props: {
  noun: string;
  ids: number[];
  copy: (body: CopyToCinemasInput) => Promise<CopyToCinemasAnswer>;
  onCopied: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CopyOutlined />} disabled={!props.ids.length} onClick={() => setOpen(true)}>
        他の劇場へコピー…
      </Button>
      <CopyToCinemasModal
        noun={props.noun}
        ids={props.ids}
        open={open}
        onClose={() => setOpen(false)}
        onCopied={props.onCopied}
        copy={props.copy}
      />
    </>
  );
}
