import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Tag } from 'antd';
import { accountEndpoints, type Account } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { dateTime } from '../../lib/format.js';
import { accountKeys } from './account-queries.js';

// An account locked by too many failed sign-ins: shown as ロック中, and head office (who may edit
// users) lifts the lock after a confirmation. The API audits it.

export const lockText = (a: Pick<Account, 'locked'>) => (a.locked ? 'ロック中' : '');

/** ロック中, with when the lock runs out on hover. */
export const LockTag = ({ account }: { account: Pick<Account, 'locked' | 'lockedUntil'> }) =>
  account.locked ? (
    <Tag color="red" title={`${dateTime(account.lockedUntil)} まで`}>
      ロック中
    </Tag>
  ) : null;

/** ロック解除 for a locked account, when the user may edit users; asks first. */
export function UnlockButton({ account, type = 'link' }: { account: Account; type?: 'link' | 'default' }) {
  const qc = useQueryClient();
  const perm = usePermission('users');
  if (!account.locked || !perm.can('update')) return null;
  const unlock = () =>
    Modal.confirm({
      title: `「${account.userName}」のロックを解除しますか？`,
      content: 'ログインに連続して失敗したことによるロックを解除し、すぐにログインできるようにします。',
      okText: 'ロック解除',
      cancelText: 'キャンセル',
      onOk: async () => {
        try {
          await call(accountEndpoints.unlock, { params: { id: account.id } });
          await qc.invalidateQueries({ queryKey: accountKeys.all });
        } catch {
          // the client has already said why
        }
      },
    });
  return (
    <Button type={type} onClick={unlock}>
      ロック解除
    </Button>
  );
}
