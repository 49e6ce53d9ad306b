import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Select } from 'antd';
import {
  couponEndpoints,
  salesDevice,
  serialLabels as L,
  type SalesDevice,
  type SerialCheckAnswer,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { CinemaSelect } from '../../entities/cinemas/cinema-select.js';
import { couponKeys } from './coupon-queries.js';

type Values = { code: string; cinemaId: number; channel: SalesDevice };

/** シリアル確認・使用: what the counter does, from the console (a check never changes anything). */
export function SerialRedeemCard() {
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const canUse = usePermission('couponLib').can('update');
  const cinemaId = useSession()?.cinemaId ?? undefined;
  const [result, setResult] = useState<{ type: 'success' | 'error' | 'info'; text: string } | null>(null);
  // The use just made, which 取り消す gives back (a void at the counter).
  const [lastUse, setLastUse] = useState<number | null>(null);

  const reverse = async () => {
    if (lastUse == null) return;
    const r = await call(couponEndpoints.serialReverse, { body: { redemptionId: lastUse } });
    setLastUse(null);
    setResult({ type: 'info', text: `使用を取り消しました（利用回数 ${r.usedCount}/${r.usageLimit}）` });
    await qc.invalidateQueries({ queryKey: couponKeys.all });
  };

  const run = async (use: boolean) => {
    const v = await form.validateFields();
    const settings = { alert: false };
    setLastUse(null);
    try {
      if (use) {
        const r = await call(couponEndpoints.serialRedeem, { body: v }, settings);
        setLastUse(r.redemptionId);
        setResult({
          type: 'success',
          text: `使用しました（${r.coupon.name}、利用回数 ${r.serial.usedCount}/${r.serial.usageLimit}）`,
        });
        await qc.invalidateQueries({ queryKey: couponKeys.all });
      } else {
        const r: SerialCheckAnswer = await call(couponEndpoints.serialCheck, { body: v }, settings);
        setResult(
          r.usable
            ? { type: 'info', text: `利用できます：${r.coupon?.name ?? ''}` }
            : { type: 'error', text: r.message ?? '利用できません' },
        );
      }
    } catch (err) {
      if (err instanceof ApiError) {
        const field = err.errors.find((e) => e.field === 'code');
        setResult({ type: 'error', text: field?.message ?? err.message });
      } else throw err;
    }
  };

  return (
    <Card size="small" title="シリアル確認・使用" style={{ marginBottom: 16 }}>
      <Form form={form} layout="inline" initialValues={{ channel: 'pos', cinemaId }}>
        <Form.Item name="code" rules={[{ required: true, message: '「シリアル番号」を入力してください' }]}>
          <Input placeholder="XXXX-XXXX-XXXX-XXXX" aria-label={L.code} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="cinemaId" rules={[{ required: true, message: '劇場を選択してください' }]}>
          <CinemaSelect<number> style={{ width: 220 }} aria-label={L.cinemaId} />
        </Form.Item>
        <Form.Item name="channel">
          <Select options={salesDevice.options} style={{ width: 140 }} aria-label={L.channel} />
        </Form.Item>
        <Flex gap={8}>
          <Button onClick={() => void run(false)}>確認</Button>
          {canUse && (
            <Button type="primary" onClick={() => void run(true)}>
              使用する
            </Button>
          )}
        </Flex>
      </Form>
      {result && (
        <Alert
          style={{ marginTop: 12 }}
          type={result.type}
          showIcon
          message={result.text}
          role="status"
          action={
            lastUse != null && (
              <Button size="small" onClick={() => void reverse()}>
                取り消す
              </Button>
            )
          }
        />
      )}
    </Card>
  );
}
