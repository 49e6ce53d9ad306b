import { Alert, Input, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  payableCancelBody,
  payableEndpoints,
  payableEntryKind,
  payableKind,
  payableOffsetBody,
  payablePayBody,
  payablePurchaseBody,
  monthText,
  type PayableEntry,
  type PayableItem,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { yenText } from '../../lib/format.js';
import { kanaSearch } from '../../lib/option-search.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ModalForm } from '../../ui/modal-form.js';
import { NumberInput } from '../../ui/number-input.js';
import { schemaForm } from '../../ui/schema-form.js';
import { payableKeys, usePayableOptions } from './payable-queries.js';

// 買掛・未払's dialogs (docs/accounting.md, "買掛・未払"): 支払登録, 相殺, 仕入計上 and the 取消 of a 支払・相殺.

const today = () => dayjs().format('YYYY-MM-DD');

/** A day as 'YYYY-MM-DD' text in the form, picked on a calendar. */
function DayInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
}) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format('YYYY-MM-DD') : undefined)}
      style={{ width: 200 }}
    />
  );
}
const key = { payableId: 1, version: 1 };
const pay = schemaForm(payablePayBody, (v) => ({ ...key, ...v }));
const offset = schemaForm(payableOffsetBody, (v) => ({ ...key, ...v }));
const purchase = schemaForm(payablePurchaseBody);
const cancel = schemaForm(payableCancelBody, (v) => ({ id: 1, version: 1, ...v }));

export const payableTitle = (p: Pick<PayableItem, 'kind' | 'month'>) =>
  `${payableKind.labels[p.kind]} ${monthText(p.month)}`;

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: payableKeys.all });
}

const Balance = ({ p }: { p: PayableItem }) => (
  <Alert
    type="info"
    showIcon
    style={{ marginBottom: 12 }}
    message={`${payableTitle(p)}（支払予定日 ${p.dueOn}）: 金額 ${yenText(p.amount)}、残高 ${yenText(p.balance)}`}
  />
);

type PayValues = { entryOn?: string; amount?: number; depositId?: number; memo?: string | null };

/** 支払登録: a partial payment is fine; more than the balance is refused on 支払額. */
export function PayForm({ payable, onClose }: { payable: PayableItem; onClose: () => void }) {
  const refresh = useRefresh();
  const { data } = usePayableOptions();
  const deposits = data?.deposits ?? [];
  const initial = deposits.find((d) => d.isDefault) ?? deposits[0];
  return (
    <ModalForm<PayValues>
      title={`支払登録 ${payableTitle(payable)}`}
      open
      onClose={onClose}
      okText="登録する"
      initialValues={{ entryOn: today(), amount: payable.balance, depositId: initial?.id }}
      submit={(v) =>
        call(payableEndpoints.pay, {
          body: {
            payableId: payable.id,
            version: payable.version,
            entryOn: v.entryOn ?? '',
            amount: v.amount ?? 0,
            depositId: v.depositId ?? 0,
            memo: v.memo ?? null,
          },
        })
      }
      onSaved={refresh}
    >
      {() => (
        <>
          <Balance p={payable} />
          <pay.Field name="entryOn">
            <DayInput />
          </pay.Field>
          <pay.Field name="amount">
            <NumberInput suffix="円" style={{ width: 200 }} />
          </pay.Field>
          <pay.Field name="depositId">
            <Select options={deposits.map((d) => ({ value: d.id, label: d.name }))} placeholder="支払口座を選択" />
          </pay.Field>
          <pay.Field name="memo">
            <Input maxLength={200} />
          </pay.Field>
        </>
      )}
    </ModalForm>
  );
}

type OffsetValues = { entryOn?: string; amount?: number; reason?: string };

/** 相殺 (前売券精算 and the like): an amount with its reason, reducing the balance. */
export function OffsetForm({ payable, onClose }: { payable: PayableItem; onClose: () => void }) {
  const refresh = useRefresh();
  return (
    <ModalForm<OffsetValues>
      title={`相殺 ${payableTitle(payable)}`}
      open
      onClose={onClose}
      okText="登録する"
      initialValues={{ entryOn: today() }}
      submit={(v) =>
        call(payableEndpoints.offset, {
          body: {
            payableId: payable.id,
            version: payable.version,
            entryOn: v.entryOn ?? '',
            amount: v.amount ?? 0,
            reason: v.reason ?? '',
          },
        })
      }
      onSaved={refresh}
    >
      {() => (
        <>
          <Balance p={payable} />
          <offset.Field name="entryOn">
            <DayInput />
          </offset.Field>
          <offset.Field name="amount">
            <NumberInput suffix="円" style={{ width: 200 }} />
          </offset.Field>
          <offset.Field name="reason">
            <Input maxLength={200} placeholder="例: 前売券精算" />
          </offset.Field>
        </>
      )}
    </ModalForm>
  );
}

type PurchaseValues = {
  clientId?: number;
  cinemaId?: number;
  recordedOn?: string;
  base10?: number;
  base8?: number;
  memo?: string | null;
};

/** 仕入計上: a supplier's invoice at a cinema, 税抜 per rate (the tax is computed per rate). */
export function PurchaseForm({ onClose }: { onClose: () => void }) {
  const refresh = useRefresh();
  const { data } = usePayableOptions();
  return (
    <ModalForm<PurchaseValues>
      title="仕入計上"
      open
      onClose={onClose}
      okText="計上する"
      initialValues={{ recordedOn: today(), base10: 0, base8: 0 }}
      submit={(v) =>
        call(payableEndpoints.purchase, {
          body: {
            clientId: v.clientId ?? 0,
            cinemaId: v.cinemaId ?? 0,
            recordedOn: v.recordedOn ?? '',
            base10: v.base10 ?? 0,
            base8: v.base8 ?? 0,
            memo: v.memo ?? null,
          },
        })
      }
      onSaved={refresh}
    >
      {() => (
        <>
          <purchase.Field name="clientId">
            <Select
              showSearch={kanaSearch}
              placeholder="仕入先を選択"
              options={(data?.suppliers ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
            />
          </purchase.Field>
          <purchase.Field name="cinemaId">
            <Select
              placeholder="劇場を選択"
              options={(data?.cinemas ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </purchase.Field>
          <purchase.Field name="recordedOn">
            <DayInput />
          </purchase.Field>
          <purchase.Field name="base10">
            <NumberInput suffix="円" style={{ width: 200 }} />
          </purchase.Field>
          <purchase.Field name="base8">
            <NumberInput suffix="円" style={{ width: 200 }} />
          </purchase.Field>
          <purchase.Field name="memo">
            <Input maxLength={200} placeholder="例: ポップコーン豆 11月分" />
          </purchase.Field>
        </>
      )}
    </ModalForm>
  );
}

/** 取消 of a 支払 or 相殺, with its reason (kept in 操作ログ and the history). */
export function CancelForm({ entry, onClose }: { entry: PayableEntry; onClose: () => void }) {
  const refresh = useRefresh();
  return (
    <ModalForm<{ reason?: string }>
      title={`${payableEntryKind.labels[entry.kind]}の取消 ${entry.entryOn} ${yenText(entry.amount)}`}
      open
      danger
      onClose={onClose}
      okText="取消する"
      initialValues={{}}
      submit={(v) =>
        call(payableEndpoints.cancel, { body: { id: entry.id, version: entry.version, reason: v.reason ?? '' } })
      }
      onSaved={refresh}
    >
      {() => (
        <cancel.Field name="reason">
          <Input.TextArea rows={3} showCount maxLength={200} placeholder="取消の理由（操作ログに残ります）" />
        </cancel.Field>
      )}
    </ModalForm>
  );
}
