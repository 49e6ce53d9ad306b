import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { confirmDelete } from './confirm.js';

/** What a list page hands its create-or-edit dialog (see RecordModalForm). */
export interface EditorModalProps<T> {
  open: boolean;
  /** The record being edited; null registers a new one. */
  record: T | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/**
 * A list page's create-and-edit dialog: which record is open, and the feature's queries read again
 * after a save or a delete, so the list shows the change. Spread `modal` onto the dialog.
 */
export function useModalEditor<T>(queryKey: QueryKey) {
  const qc = useQueryClient();
  // null is a closed dialog; { record: null } is one open for a new record.
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey });
  const modal: EditorModalProps<T> = {
    open: !!editing,
    record: editing?.record ?? null,
    onClose: () => setEditing(null),
    onSaved: refresh,
  };
  return {
    create: () => setEditing({ record: null }),
    edit: (record: T) => setEditing({ record }),
    /** Asks first, deletes, then reads the list again. */
    remove: (name: string, deleteRecord: () => Promise<unknown>) =>
      confirmDelete(name, () => deleteRecord().then(refresh)),
    refresh,
    modal,
  };
}
