import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Flex, Form, Table, Tag, Tooltip, Typography } from 'antd';
import {
  paymentChannel,
  paymentKind,
  paymentLabels as L,
  type PaymentChannel,
  type PaymentCinemaSetting,
  type PaymentCinemaSettings,
} from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { useCinemaOptions } from '../../entities/cinemas/cinema-queries.js';
import { CinemaSelect } from '../../entities/cinemas/cinema-select.js';
import { StaleBanner } from '../../ui/stale-banner.js';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard.js';
import { useCinemaPaymentSettings, useSaveCinemaPaymentSettings } from './payment-queries.js';

type Matrix = Record<number, PaymentChannel[]>;
const toMatrix = (list: PaymentCinemaSetting[]): Matrix =>
  Object.fromEntries(list.map((m) => [m.paymentMethodId, m.channels]));

/** One cinema's payment methods per channel (POS, 自動券売機, オンライン), saved as a whole. */
export function PaymentCinemaMatrix() {
  const session = useSession();
  const canEdit = usePermission('settings').can('update');
  const options = useCinemaOptions();
  const [cinemaId, setCinemaId] = useState<number | null>(session?.cinemaId ?? null);
  const chosen = cinemaId ?? options.data?.[0]?.id ?? null;
  const settings = useCinemaPaymentSettings(chosen);
  const [matrix, setMatrix] = useState<Matrix>({});
  // The matrix the edits started from (its version goes with the save); a background refetch
  // must not wipe unsaved choices, so it only moves on a cinema change, a save or a reload.
  const [base, setBase] = useState<{ cinemaId: number; version: string; matrix: Matrix } | null>(null);
  const [stale, setStale] = useState(false);

  const startFrom = (data: PaymentCinemaSettings) => {
    const next = toMatrix(data.list);
    setBase({ cinemaId: data.cinemaId, version: data.version, matrix: next });
    setMatrix(next);
    setStale(false);
  };
  const saveSettings = useSaveCinemaPaymentSettings(startFrom);
  const saved = base?.matrix ?? {};
  const dirty = JSON.stringify(saved) !== JSON.stringify(matrix);
  // Switching the cinema or leaving the screen with unsaved choices asks first.
  const guard = useUnsavedGuard(() => dirty);

  useEffect(() => {
    if (settings.data && (base?.cinemaId !== settings.data.cinemaId || !dirty)) startFrom(settings.data);
    // Only new data may restart the edit, not the edit itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings.data]);
  const toggle = (id: number, channel: PaymentChannel, on: boolean) =>
    setMatrix((m) => ({
      ...m,
      [id]: paymentChannel.values.filter((c) => (c === channel ? on : (m[id] ?? []).includes(c))),
    }));

  const save = async () => {
    if (chosen == null || !base) return;
    try {
      await saveSettings.mutateAsync({
        cinemaId: chosen,
        version: base.version,
        settings: Object.entries(matrix).map(([id, channels]) => ({ paymentMethodId: Number(id), channels })),
      });
    } catch (err) {
      // The client has shown the error; the matrix keeps the unsaved choices.
      if (err instanceof ApiError && err.code === 'stale_version') setStale(true);
    }
  };

  return (
    <>
      <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
        <Form.Item label={L.cinemaId} style={{ margin: 0 }}>
          <CinemaSelect<number>
            value={chosen ?? undefined}
            onChange={(id) => guard(() => setCinemaId(id))}
            style={{ width: 280 }}
            aria-label={L.cinemaId}
          />
        </Form.Item>
        <Typography.Text type="secondary">チェックを付けた販売チャネルで、その決済方法を利用できます。</Typography.Text>
      </Flex>
      {settings.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={settings.error.message} />}
      {stale && (
        <StaleBanner
          description="「最新の設定を読み込む」で他の方の変更を表示します（この画面の未保存の変更は破棄されます）。"
          onReload={async () => startFrom((await settings.refetch()).data ?? settings.data!)}
          reloadLabel="最新の設定を読み込む"
        />
      )}
      <Table<PaymentCinemaSetting>
        rowKey="paymentMethodId"
        dataSource={settings.data?.list ?? []}
        loading={settings.isFetching}
        pagination={false}
        size="middle"
        locale={{
          emptyText: (
            <Empty description="決済方法がまだ登録されていません。本部の「決済方法一覧」から登録してください。" />
          ),
        }}
        columns={[
          { title: L.name, dataIndex: 'name' },
          { title: L.kind, dataIndex: 'kind', render: (k: PaymentCinemaSetting['kind']) => paymentKind.labels[k] },
          {
            title: '本部設定',
            dataIndex: 'active',
            render: (active: boolean) =>
              active ? (
                <Tag color="green">有効</Tag>
              ) : (
                <Tooltip title="本部で停止中のため、チェックを付けてもどのチャネルでも利用できません。">
                  <Tag>停止中</Tag>
                </Tooltip>
              ),
          },
          ...paymentChannel.values.map((channel) => ({
            title: paymentChannel.labels[channel],
            key: channel,
            align: 'center' as const,
            render: (_: unknown, m: PaymentCinemaSetting) => (
              <Checkbox
                aria-label={`${m.name}：${paymentChannel.labels[channel]}`}
                checked={(matrix[m.paymentMethodId] ?? []).includes(channel)}
                disabled={!canEdit}
                onChange={(e) => toggle(m.paymentMethodId, channel, e.target.checked)}
              />
            ),
          })),
        ]}
      />
      {canEdit && (
        <Flex gap={8} style={{ marginTop: 16 }}>
          <Button type="primary" onClick={save} loading={saveSettings.isPending} disabled={!dirty || chosen == null}>
            保存
          </Button>
          <Button onClick={() => setMatrix(saved)} disabled={!dirty}>
            変更を元に戻す
          </Button>
        </Flex>
      )}
    </>
  );
}
