import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { memberEndpoints, memberStatusBody, type Member, type MemberStatusBody } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { reasonDialog } from '../../ui/reason-dialog.js';
import { MemberEditModal, PointAdjustModal } from './member-modals.js';
import { memberKeys } from './member-queries.js';

const others = { id: 1, version: 1, status: 'suspended' };
const SuspendDialog = reasonDialog('停止', memberStatusBody, others);
const ResumeDialog = reasonDialog('停止解除', memberStatusBody, others);
const WithdrawDialog = reasonDialog('退会', memberStatusBody, others);
const dialogs = { suspended: SuspendDialog, active: ResumeDialog, withdrawn: WithdrawDialog } as const;
const warnings: Record<MemberStatusBody['status'], string> = {
  suspended: '停止中の会員にはポイントが付与されず、ランクの特典も適用されません。',
  active: '会員を有効に戻します（有効期限を過ぎていれば期限切れになります）。',
  withdrawn: '退会は取り消せません。退会後は会員の情報を変更できなくなります。',
};

/** 編集, ポイント調整, 停止・停止解除 and 退会 of one member, behind the 会員 module's 編集 permission. */
export function MemberActions({ member: m }: { member: Member }) {
  const can = usePermission('membership').can('update');
  const qc = useQueryClient();
  const [open, setOpen] = useState<'edit' | 'points' | MemberStatusBody['status'] | null>(null);
  if (!can || m.status === 'withdrawn') return null;
  const refresh = () => qc.invalidateQueries({ queryKey: memberKeys.all });
  const close = () => setOpen(null);
  const status = open === 'suspended' || open === 'active' || open === 'withdrawn' ? open : null;
  const Dialog = status ? dialogs[status] : null;
  return (
    <Space>
      <Button onClick={() => setOpen('edit')}>編集</Button>
      <Button onClick={() => setOpen('points')}>ポイント調整</Button>
      {m.status === 'suspended' ? (
        <Button onClick={() => setOpen('active')}>停止解除</Button>
      ) : (
        <Button onClick={() => setOpen('suspended')}>停止</Button>
      )}
      <Button danger onClick={() => setOpen('withdrawn')}>
        退会
      </Button>
      {open === 'edit' && <MemberEditModal member={m} onClose={close} onSaved={refresh} />}
      {open === 'points' && <PointAdjustModal member={m} onClose={close} onSaved={refresh} />}
      {status && Dialog && (
        <Dialog
          subject={`${m.memberNo} ${m.name}`}
          warning={warnings[status]}
          submit={(reason) => call(memberEndpoints.status, { body: { id: m.id, version: m.version, status, reason } })}
          onSaved={refresh}
          onClose={close}
        />
      )}
    </Space>
  );
}
