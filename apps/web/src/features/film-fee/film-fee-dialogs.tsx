import { Alert, Descriptions, Drawer, Input, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  filmFeeAdjustBody,
  filmFeeEndpoints,
  filmFeeLabels as L,
  filmFeeUnconfirmBody,
  monthText,
  type FilmFeeRow,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { featureKeys } from '../../api/query.js';
import { dateTime, yenText } from '../../lib/format.js';
import { ModalForm } from '../../ui/modal-form.js';
import { NumberInput } from '../../ui/number-input.js';
import { reasonDialog } from '../../ui/reason-dialog.js';
import { schemaForm } from '../../ui/schema-form.js';
import { FilmFeeStatusTag, ratesText, unitColumns } from './film-fee-columns.js';

// 映画料集計's dialogs (docs/accounting.md, "映画料集計"): a statement's 精算単位, its 調整額 with a reason, and 確定解除
// with a reason.

export const filmFeeKeys = featureKeys('filmFee');

const keyOf = (r: FilmFeeRow) => ({ cinemaId: r.cinemaId, filmId: r.filmId, month: r.month, version: r.version });
const title = (r: FilmFeeRow) => `${r.filmName}（${r.cinemaName}）${monthText(r.month)}`;

export function FilmFeeDetail({ row, onClose }: { row: FilmFeeRow; onClose: () => void }) {
  return (
    <Drawer
      open
      width={760}
      onClose={onClose}
      title={
        <>
          {title(row)} <FilmFeeStatusTag status={row.status} />
        </>
      }
    >
      {row.status === 'confirmed' ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${dateTime(row.confirmedAt)} ${row.confirmedByName ?? ''} が確定しました。数値は確定したときのものです。`}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            row.monthClosed
              ? '暫定: 確定すると、この数値が配給会社への支払額になります。'
              : '暫定: この月は月次締めされていないため、数値は変わることがあります。'
          }
        />
      )}
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={L.distributorName}>{row.distributorName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={L.rate}>{ratesText(row.rates)}</Descriptions.Item>
        <Descriptions.Item label={L.fee}>{yenText(row.fee)}</Descriptions.Item>
        <Descriptions.Item label={L.adjustment}>
          {yenText(row.adjustment)}
          {row.adjustmentReason ? `（${row.adjustmentReason}）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={L.total}>{yenText(row.total)}</Descriptions.Item>
        <Descriptions.Item label={L.tax}>{yenText(row.tax)}</Descriptions.Item>
        <Descriptions.Item label={L.payable}>{yenText(row.payable)}</Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey={(u) => `${u.category}-${u.from}`}
        columns={unitColumns}
        dataSource={row.units}
        pagination={false}
      />
    </Drawer>
  );
}

const adjust = schemaForm(filmFeeAdjustBody, (v) => ({ cinemaId: 1, filmId: 1, month: '2000-01', version: 0, ...v }));
const UnconfirmDialog = reasonDialog('確定解除', filmFeeUnconfirmBody, {
  cinemaId: 1,
  filmId: 1,
  month: '2000-01',
  version: 0,
});

type AdjustValues = { adjustment?: number; adjustmentReason?: string | null };

/** 調整額 (negative for a deduction) and its reason; head office, while 暫定. */
export function AdjustForm({ row, onClose }: { row: FilmFeeRow; onClose: () => void }) {
  const qc = useQueryClient();
  return (
    <ModalForm<AdjustValues>
      title={`調整額 ${title(row)}`}
      open
      onClose={onClose}
      okText="保存する"
      initialValues={{ adjustment: row.adjustment, adjustmentReason: row.adjustmentReason }}
      submit={(v) =>
        call(filmFeeEndpoints.adjust, {
          body: { ...keyOf(row), adjustment: v.adjustment ?? 0, adjustmentReason: v.adjustmentReason ?? null },
        })
      }
      onSaved={() => qc.invalidateQueries({ queryKey: filmFeeKeys.all })}
    >
      {() => (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={`映画料（税抜）${yenText(row.fee)} に加減する額です。控除はマイナスで入力します。`}
          />
          <adjust.Field name="adjustment">
            <NumberInput suffix="円" style={{ width: 200 }} />
          </adjust.Field>
          <adjust.Field name="adjustmentReason">
            <Input maxLength={200} showCount placeholder="例: 宣材費の負担分" />
          </adjust.Field>
        </>
      )}
    </ModalForm>
  );
}

/** 確定解除 of a confirmed statement; head office, with its reason (kept in 操作ログ). */
export function UnconfirmForm({ row, onClose }: { row: FilmFeeRow; onClose: () => void }) {
  const qc = useQueryClient();
  return (
    <UnconfirmDialog
      subject={title(row)}
      warning="確定解除すると、映画料は暫定に戻り、現在の集計値で表示されます。"
      submit={(reason) => call(filmFeeEndpoints.unconfirm, { body: { ...keyOf(row), reason } })}
      onSaved={() => qc.invalidateQueries({ queryKey: filmFeeKeys.all })}
      onClose={onClose}
    />
  );
}
