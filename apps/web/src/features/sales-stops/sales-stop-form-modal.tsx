import dayjs, { type Dayjs } from 'dayjs';
import { Button, Form, Input, Modal, Radio, Typography, type FormRule } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import { EyeOutlined } from '@ant-design/icons';
import {
  ja,
  salesStopCreateBody,
  salesStopEndpoints,
  salesStopLabels as L,
  salesStopMessageMax,
  salesStopScope,
  salesStopState,
  type SalesStop,
  type SalesStopScope,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { useSession } from '../../api/session.js';
import { dateTime } from '../../lib/format.js';
import { asyncCheck, withBlanks, zodRule } from '../../lib/zod-form.js';
import { useCinemaOptions } from '../../entities/cinemas/cinema-queries.js';
import { CinemaSelect } from '../../entities/cinemas/cinema-select.js';
import { ModalForm } from '../../ui/modal-form.js';
import { previewSalesStopMessage } from './sales-stop-preview.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';

type Period = [string | null, string | null];
interface Values {
  scope: SalesStopScope;
  cinemaId?: number | null;
  /** 停止期間 as ISO instants; an empty start means now, an empty end until 終了. */
  period: Period | null;
  message: string;
}

const toBody = (v: Record<string, unknown>) => {
  const [startsAt, endsAt] = (v.period as Period | null) ?? [null, null];
  return { ...v, startsAt, endsAt };
};
const rule = zodRule(salesStopCreateBody, (v) => toBody(withBlanks('message')(v)));
// The picker is one field for two in the contract: its messages are those of startsAt and endsAt.
// A time already past is refused as the API refuses it (a running stop's start is fixed, not checked).
const pastMessage = (period: Period | null, startFixed: boolean): string | null => {
  const [start, end] = period ?? [null, null];
  const now = Date.now();
  if (!startFixed && start && Date.parse(start) < now - 60_000) return ja.salesStopStartPast;
  if (end && Date.parse(end) <= now) return ja.salesStopEndPast;
  return null;
};
const periodRule =
  (startFixed: boolean): FormRule =>
  (form) => ({
    validator: asyncCheck(() => {
      const values = form.getFieldsValue(true) as Record<string, unknown>;
      const result = salesStopCreateBody.safeParse(toBody(values));
      const issue = result.success
        ? null
        : result.error.issues.find((i) => i.path[0] === 'startsAt' || i.path[0] === 'endsAt');
      const message = issue?.message ?? pastMessage((values.period as Period | null) ?? null, startFixed);
      if (message) throw new Error(message);
    }),
  });
const asRange = (v: unknown) => ({
  value: Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? dayjs(x) : null)) : null,
});
const fromRange = (v: [Dayjs | null, Dayjs | null] | null): Period | null =>
  v ? [v[0]?.toISOString() ?? null, v[1]?.toISOString() ?? null] : null;

/** The API names startsAt/endsAt; the form shows both on the one 停止期間 picker. */
const onPeriod = (err: unknown) => {
  if (!(err instanceof ApiError)) return err;
  const errors = err.errors.map((e) =>
    e.field === 'startsAt' || e.field === 'endsAt' ? { ...e, field: 'period' } : e,
  );
  return new ApiError(err.message, err.status, err.code, errors);
};

const confirmStop = (target: string, start: string | null) =>
  new Promise<void>((resolve, reject) =>
    Modal.confirm({
      title: 'オンライン販売を停止しますか？',
      content: `${target}のオンライン販売を${start ? `${dateTime(start)}から` : 'ただちに'}停止します。停止中、お客様はオンラインでチケットを購入できません。`,
      okText: '停止する',
      okButtonProps: { danger: true },
      cancelText: 'キャンセル',
      onOk: () => resolve(),
      onCancel: () => reject(new Error('cancelled')),
    }),
  );

/** Registers a stop (after a confirmation) or edits one: a running stop keeps its start, and its target never changes. */
export function SalesStopFormModal(props: EditorModalProps<SalesStop>) {
  const { record } = props;
  const session = useSession();
  const operator = session?.adminType === 'superAdmin';
  const cinemas = useCinemaOptions(null, props.open);
  const running = record?.state === 'active';

  const submit = async (values: Values) => {
    const [startsAt, endsAt] = values.period ?? [null, null];
    try {
      if (record) {
        await call(salesStopEndpoints.update, {
          body: {
            id: record.id,
            version: record.version,
            startsAt: running ? null : startsAt,
            endsAt,
            message: values.message,
          },
        });
      } else {
        // Cinema staff see neither the scope nor (with one cinema) the cinema: theirs is implied.
        const scope = operator ? values.scope : 'cinema';
        const cinemaId = scope === 'cinema' ? (values.cinemaId ?? session?.cinemaId ?? null) : null;
        const target =
          scope === 'platform'
            ? 'すべての劇場'
            : (cinemas.data?.find((c) => c.id === cinemaId)?.name ?? session?.cinemaObj?.name ?? '劇場');
        await confirmStop(target, startsAt);
        await call(salesStopEndpoints.create, {
          body: { scope, cinemaId, startsAt, endsAt, message: values.message },
        });
      }
    } catch (err) {
      throw onPeriod(err);
    }
    await props.onSaved();
  };

  const initialValues: Partial<Values> = record
    ? {
        scope: record.scope,
        cinemaId: record.cinemaId,
        period: [record.startsAt, record.endsAt],
        message: record.message,
      }
    : { scope: 'cinema', cinemaId: session?.cinemaId ?? undefined, period: [null, null] };
  const pickCinema = operator || (session?.cinemas.length ?? 0) > 1;

  return (
    <ModalForm<Values>
      title={record ? `販売停止の変更（${salesStopState.labels[record.state]}）` : 'オンライン販売の停止'}
      open={props.open}
      onClose={props.onClose}
      okText={record ? '保存' : '停止を登録'}
      width={620}
      initialValues={initialValues}
      submit={submit}
    >
      {(form) => (
        <>
          {record ? (
            <Form.Item label={L.scope}>
              <Typography.Text>
                {record.scope === 'platform' ? salesStopScope.labels.platform : record.cinemaName}
              </Typography.Text>
            </Form.Item>
          ) : (
            operator && (
              <Form.Item label={L.scope} name="scope" required rules={[rule]}>
                <Radio.Group options={salesStopScope.options} optionType="button" />
              </Form.Item>
            )
          )}
          {!record && pickCinema && (
            <Form.Item noStyle shouldUpdate={(a, b) => a.scope !== b.scope}>
              {() =>
                form.getFieldValue('scope') === 'cinema' && (
                  <Form.Item label={L.cinemaId} name="cinemaId" required rules={[rule]}>
                    <CinemaSelect />
                  </Form.Item>
                )
              }
            </Form.Item>
          )}
          <Form.Item
            label="停止期間"
            name="period"
            rules={[periodRule(running)]}
            getValueProps={asRange}
            normalize={fromRange}
            extra={
              running
                ? '停止中のため開始日時は変更できません。今すぐ解除するには一覧の「終了」を使ってください。'
                : record
                  ? '終了を空欄にすると「終了」を押すまで停止します。'
                  : '開始を空欄にすると今すぐ、終了を空欄にすると「終了」を押すまで停止します。'
            }
          >
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              // A new stop may start now (empty); a planned one keeps a start of its own.
              allowEmpty={[!record, true]}
              disabled={[running, false]}
              placeholder={[record ? '開始日時' : '今すぐ', '終了するまで']}
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            label={L.message}
            name="message"
            required
            rules={[rule]}
            extra="停止中、オンライン予約サイトと券売機の案内に表示されます。"
          >
            <Input.TextArea
              rows={4}
              showCount
              maxLength={salesStopMessageMax}
              placeholder="システムメンテナンスのため、オンライン販売を一時停止しています。"
            />
          </Form.Item>
          <Button
            icon={<EyeOutlined />}
            onClick={() => previewSalesStopMessage(form.getFieldValue('message') || '（メッセージ未入力）')}
          >
            お客様への表示を確認
          </Button>
        </>
      )}
    </ModalForm>
  );
}
