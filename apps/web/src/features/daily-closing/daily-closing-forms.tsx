import { Alert, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  dailyClosingDepositBody,
  dailyClosingEndpoints,
  dailyClosingReopenBody,
  formatBusinessDate,
  type DailyClosingDay,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { dailyClosingKeys } from '../../entities/daily-closing/daily-closing-queries.js';
import { withBlanks } from '../../lib/zod-form.js';
import { ModalForm } from '../../ui/modal-form.js';
import { reasonDialog } from '../../ui/reason-dialog.js';
import { schemaForm } from '../../ui/schema-form.js';

// 銀行預入 (the cinema's staff, before closing) and 締め解除 (head office, with its reason), in dialogs, with the
// contract's fields and messages.

const blanks = withBlanks('cashDifferenceNote');
const deposit = schemaForm(dailyClosingDepositBody, (v) => ({ businessDate: '2000-01-01', ...blanks(v) }));
const ReopenDialog = reasonDialog('締め解除', dailyClosingReopenBody, { cinemaId: 1, businessDate: '2000-01-01' });

type DepositValues = {
  depositAmount?: number;
  depositBagNo?: string;
  depositorName?: string;
  cashDifferenceNote: string | null;
};

export function DepositForm({ day, open, onClose }: { day: DailyClosingDay; open: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  return (
    <ModalForm<DepositValues>
      title={`銀行預入 ${day.cinemaName} ${formatBusinessDate(day.businessDate)}`}
      open={open}
      onClose={onClose}
      initialValues={{
        depositAmount: day.deposit?.depositAmount,
        depositBagNo: day.deposit?.depositBagNo,
        depositorName: day.deposit?.depositorName,
        cashDifferenceNote: day.deposit?.cashDifferenceNote ?? null,
      }}
      submit={(v) =>
        call(dailyClosingEndpoints.deposit, {
          body: {
            businessDate: day.businessDate,
            depositAmount: v.depositAmount ?? 0,
            depositBagNo: v.depositBagNo ?? '',
            depositorName: v.depositorName ?? '',
            cashDifferenceNote: v.cashDifferenceNote,
          },
        })
      }
      onSaved={() => qc.invalidateQueries({ queryKey: dailyClosingKeys.all })}
    >
      {() => (
        <>
          <deposit.Field name="depositAmount" />
          <deposit.Field name="depositBagNo" placeholder="B-0042" />
          <deposit.Field name="depositorName" />
          {day.figures.overShort !== 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={`現金過不足が ${day.figures.overShort.toLocaleString('ja-JP')}円 あります。「現金過不足の説明」を入力してください`}
            />
          )}
          <deposit.Field name="cashDifferenceNote">
            <Input.TextArea rows={3} showCount maxLength={200} placeholder="釣銭の渡し間違いなど" />
          </deposit.Field>
        </>
      )}
    </ModalForm>
  );
}

export function ReopenForm({ day, onClose }: { day: DailyClosingDay; onClose: () => void }) {
  const qc = useQueryClient();
  return (
    <ReopenDialog
      subject={`${day.cinemaName} ${formatBusinessDate(day.businessDate)}`}
      submit={(reason) =>
        call(dailyClosingEndpoints.reopen, {
          body: { cinemaId: day.cinemaId, businessDate: day.businessDate, reason },
        })
      }
      onSaved={() => qc.invalidateQueries({ queryKey: dailyClosingKeys.all })}
      onClose={onClose}
    />
  );
}
