import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Table, Typography } from 'antd';
import {
  memberCouponCountBody,
  memberCouponEndpoints,
  type MemberCoupon,
  type MemberCouponCount,
  type MemberCouponInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { figure } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { cleanedDraft } from './member-coupon-form.js';
import { memberCouponKeys } from './member-coupon-queries.js';

// The form's live count and the 配布 step (docs/membership.md, "会員クーポン"): members reached × their number of
// serials, per rank for a rank coupon, against the 上限枚数; 配布 asks with the same numbers before anything is issued.

const countFields = ['type', 'target', 'memberSystemId', 'memberFilterId', 'couponNum', 'rankCounts', 'limit'] as const;

/** The count body as typed, once it is complete enough to count (else null), settled for 300 ms. */
function useCountBody() {
  const form = Form.useFormInstance<MemberCouponInput>();
  // Fields not on the form (rankCounts of a plain coupon) are left out, so the contract's defaults apply.
  const watched = Form.useWatch((v) => JSON.stringify(Object.fromEntries(countFields.map((k) => [k, v[k]]))), form);
  const [settled, setSettled] = useState(watched);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(watched), 300);
    return () => clearTimeout(timer);
  }, [watched]);
  if (!settled) return null;
  const parsed = memberCouponCountBody.safeParse(JSON.parse(settled));
  return parsed.success ? parsed.data : null;
}

export const countText = (c: MemberCouponCount) =>
  `対象 ${figure(c.members)}人 ／ 配布予定 ${figure(c.couponsToDistribute)}枚${c.limit != null ? `（上限 ${figure(c.limit)}枚）` : ''}`;

export const overLimitText = (c: MemberCouponCount) =>
  `配布予定数 ${figure(c.couponsToDistribute)}枚が上限枚数 ${figure(c.limit ?? 0)}枚を超えるため、このままでは配布できません。上限枚数か対象を見直してください`;

/** 配布予定数: shown live as the target and numbers change. */
export function CountCard() {
  const body = useCountBody();
  const count = useQuery({
    ...endpointQuery(memberCouponKeys.options('count', JSON.stringify(body)), memberCouponEndpoints.count, {
      body: body ?? undefined,
    }),
    enabled: !!body,
  });
  return (
    <Card title="配布予定数" size="small" style={{ marginBottom: 16 }}>
      {!body && (
        <Typography.Text type="secondary">
          配布対象と枚数を入力すると、対象の会員数と配布予定数を表示します
        </Typography.Text>
      )}
      {body && count.isLoading && <Typography.Text type="secondary">数えています…</Typography.Text>}
      {body && count.isError && <Typography.Text type="danger">対象を数えられませんでした</Typography.Text>}
      {body && count.data && (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {countText(count.data)}
          </Typography.Title>
          {count.data.perRank.length > 0 && (
            <Table<MemberCouponCount['perRank'][number]>
              size="small"
              rowKey="rank"
              pagination={false}
              dataSource={count.data.perRank}
              columns={[
                { title: 'ランク', dataIndex: 'name' },
                { title: '会員数', dataIndex: 'members', align: 'right', render: (n: number) => figure(n) },
                { title: '1人あたり', dataIndex: 'couponNum', align: 'right', render: (n: number) => `${n}枚` },
                { title: '配布予定', dataIndex: 'coupons', align: 'right', render: (n: number) => figure(n) },
              ]}
            />
          )}
          {count.data.overLimit && (
            <Alert style={{ marginTop: 8 }} type="error" showIcon message={overLimitText(count.data)} />
          )}
        </>
      )}
    </Card>
  );
}

/** 配布 of a saved draft: saves what the form holds, counts, asks with the numbers, then distributes that version. */
export function DistributeCard({ record }: { record: MemberCoupon }) {
  const form = Form.useFormInstance<MemberCouponInput>();
  const qc = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = async () => {
    setRefusal(null);
    const ok = await form.validateFields().catch(() => null);
    if (!ok) return;
    const all = cleanedDraft(form.getFieldsValue(true) as MemberCouponInput);
    const count = await call(memberCouponEndpoints.count, { body: memberCouponCountBody.parse(all) });
    if (count.overLimit) return setRefusal(overLimitText(count));
    if (count.couponsToDistribute === 0) return setRefusal('配布対象の会員がいません');
    confirmAction({
      title: '会員クーポンを配布しますか？',
      content: (
        <>
          <p>
            「{all.name}」を {figure(count.members)}人 の会員へ、合計 {figure(count.couponsToDistribute)}枚 配布します。
          </p>
          <p>配布すると内容は変更できません（取消はできます）。</p>
        </>
      ),
      okText: '配布する',
      onOk: async () => {
        const saved = await call(
          memberCouponEndpoints.update,
          { body: { ...all, id: record.id, version: record.version } },
          { successMessage: false },
        );
        await call(memberCouponEndpoints.distribute, { body: { id: saved.id, version: saved.version } });
        await qc.invalidateQueries({ queryKey: memberCouponKeys.all });
      },
    });
  };
  return (
    <Card title="配布" size="small" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        配布すると、対象の会員ごとにクーポンのシリアル番号を発行します。会員詳細の「保有クーポン」と会員サイトのマイページに表示され、劇場や券売機で使えます。
      </Typography.Paragraph>
      <Button type="primary" danger onClick={() => void start()}>
        配布…
      </Button>
      {refusal && <Alert style={{ marginTop: 8 }} type="error" showIcon message={refusal} />}
    </Card>
  );
}
