import { useState } from 'react';
import { Modal, Select, Typography } from 'antd';
import { ja, type SessionData } from '@cinema/contracts';
import { selectCinema } from '../api/session.js';

/** Asks for the cinema to work on; required before cinema-scoped screens when several are possible. */
export function CinemaPicker({
  session,
  open,
  onClose,
}: {
  session: SessionData;
  open: boolean;
  onClose?: () => void;
}) {
  const [value, setValue] = useState<number | undefined>(session.cinemaId ?? undefined);
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      title="劇場を選択"
      open={open}
      okText="選択"
      cancelText="キャンセル"
      okButtonProps={{ disabled: value == null, loading: saving }}
      onCancel={onClose}
      closable={!!onClose}
      mask={{ closable: !!onClose }}
      cancelButtonProps={{ style: onClose ? undefined : { display: 'none' } }}
      onOk={async () => {
        if (value == null) return;
        setSaving(true);
        try {
          await selectCinema(value);
          onClose?.();
        } finally {
          setSaving(false);
        }
      }}
    >
      <Typography.Paragraph>この画面は劇場ごとの操作です。操作する劇場を選択してください。</Typography.Paragraph>
      <Select
        autoFocus
        showSearch
        optionFilterProp="label"
        placeholder={ja.selectCinema}
        style={{ width: '100%' }}
        value={value}
        onChange={setValue}
        options={session.cinemas.map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
      />
    </Modal>
  );
}
