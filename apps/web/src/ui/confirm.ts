import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { ja } from '@cinema/contracts';

/** Destructive actions ask first (wording: docs/domain.md, "messages"). */
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

export interface ConfirmActionOptions {
  title: string;
  content: ReactNode;
  okText: string;
  /** The OK button is red (deleting, moving something on sale). */
  danger?: boolean;
  /**
   * Which button has the focus when the dialog opens. 'cancel' for anything that cannot be taken
   * back lightly, so an Enter pressed out of habit never runs it.
   */
  focus?: 'ok' | 'cancel';
  onOk: () => Promise<unknown> | void;
  onCancel?: () => void;
}

/** A question before an action, with the focus where the caller says (キャンセル by default). */
export function confirmAction({
  title,
  content,
  okText,
  danger,
  focus = 'cancel',
  onOk,
  onCancel,
}: ConfirmActionOptions) {
  Modal.confirm({
    title,
    content,
    okText,
    okButtonProps: danger ? { danger: true } : undefined,
    cancelText: 'キャンセル',
    autoFocusButton: focus,
    onOk: () => Promise.resolve(onOk()).catch(() => undefined),
    onCancel,
  });
}
