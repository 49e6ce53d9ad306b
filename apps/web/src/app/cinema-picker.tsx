import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Modal, Result, Select, Typography } from 'antd';
import { ja, type SessionData } from '@cinema/contracts';
import { selectCinema } from '../api/session.js';
import { kanaSearch } from '../lib/option-search.js';
import { confirmDiscard, hasUnsavedInput, unsavedSwitchTitle } from '../ui/use-unsaved-guard.js';

/** The choice that goes back to no cinema: head office's brand-wide view of its lists and reports. */
const ALL = 0;
export const allCinemasLabel = 'すべての劇場（本部として）';

/** Asks for the cinema to work on; required before cinema-scoped screens when several are possible. */
export function CinemaPicker({
  session,
  open,
  onClose,
  allowAll = false,
}: {
  session: SessionData;
  open: boolean;
  /** Called on ×, キャンセル, Esc and the mask, and after a choice: the dialog can always be left. */
  onClose: () => void;
  /** Offer すべての劇場 (head office, from the header): a chosen cinema is not a one-way door. */
  allowAll?: boolean;
}) {
  const [value, setValue] = useState<number | undefined>(session.cinemaId ?? (allowAll ? ALL : undefined));
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      title="劇場を選択"
      open={open}
      okText="選択"
      cancelText="キャンセル"
      okButtonProps={{ disabled: value == null, loading: saving }}
      onCancel={onClose}
      closable
      keyboard
      onOk={() => {
        if (value == null) return;
        const choose = async () => {
          setSaving(true);
          try {
            await selectCinema(value === ALL ? null : value);
            onClose();
          } finally {
            setSaving(false);
          }
        };
        // The screen behind shows the chosen cinema's records: a form's unsaved input would be lost.
        if (value !== (session.cinemaId ?? ALL) && hasUnsavedInput()) confirmDiscard(choose, unsavedSwitchTitle);
        else return choose();
      }}
    >
      <Typography.Paragraph>この画面は劇場ごとの操作です。操作する劇場を選択してください。</Typography.Paragraph>
      <Select
        autoFocus
        showSearch={kanaSearch}
        placeholder={ja.selectCinema}
        style={{ width: '100%' }}
        value={value}
        onChange={setValue}
        options={[
          ...(allowAll ? [{ value: ALL, label: allCinemasLabel }] : []),
          ...session.cinemas.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` })),
        ]}
      />
    </Modal>
  );
}

/**
 * A cinema-scoped screen with no cinema chosen: the dialog opens at once; left without a choice,
 * the screen says why it is empty and offers the dialog again.
 */
export function CinemaRequired({ session }: { session: SessionData }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Result
        status="info"
        title="劇場を選択してください"
        subTitle="この画面は劇場ごとの操作です。操作する劇場を選ぶと表示されます。"
        extra={[
          <Button key="pick" type="primary" onClick={() => setOpen(true)}>
            劇場を選択
          </Button>,
          <Link key="home" to="/dashboard">
            <Button>{ja.backHome}</Button>
          </Link>,
        ]}
      />
      {open && <CinemaPicker session={session} open onClose={() => setOpen(false)} />}
    </>
  );
}
