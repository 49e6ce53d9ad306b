import { Modal } from 'antd';
import { ja } from '@cinema/contracts';

/** Destructive actions ask first (JAPANESE.md 2.2 wording). */
export function confirmDelete(name: string, onOk: () => Promise<unknown>) {
  Modal.confirm({
    title: `「${name}」を削除しますか？`,
    content: ja.confirmDelete,
    okText: '削除する',
    okButtonProps: { danger: true },
    cancelText: 'キャンセル',
    onOk: () => onOk().catch(() => undefined),
  });
}
