import { useQuery } from '@tanstack/react-query';
import { Card, Col, Form, Input, Radio, Row, Select, Typography, type FormRule } from 'antd';
import {
  automationAction,
  automationLabels as L,
  mailPlaceholderList,
  automationStatus,
  automationTrigger,
  membershipEndpoints,
  triggerValueRange,
  type AutomationAction,
  type AutomationTrigger,
} from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { CouponSelect } from '../../entities/member-coupons/coupon-select.js';
import { NumberInput } from '../../ui/number-input.js';
import { AutomationPreviewCard } from './automation-preview.js';
import { automationKeys } from './automation-queries.js';

const triggerHelp: Record<AutomationTrigger, string> = {
  join: 'ルールを作った日からの入会者に、一度だけ実行します',
  birthdayMonth: '誕生月の会員に、年に一度実行します（月の初めの朝に）',
  rankUp: 'ランクアップした会員に、ランクアップのたびに実行します',
  nthVisit: '来場（劇場ごとに1日1回）がN回目に達した会員に、一度だけ実行します',
  daysSinceVisit: '最後の来場からN日たった会員に実行します。また来場すれば、次にN日たったときにも実行します',
  beforeExpiry: '有効期限のN日前になった会員に、有効期限ごとに一度実行します',
};

/** The rule's sections: what it is, when it acts, what it does; today's targets on the right. */
export function AutomationForm({ rule, id }: { rule: FormRule; id: number | null }) {
  const trigger = Form.useWatch<AutomationTrigger | undefined>('trigger');
  const action = Form.useWatch<AutomationAction | undefined>('action');
  const systems = useQuery(
    endpointQuery([...automationKeys.all, 'systems'], membershipEndpoints.listMap, { query: {} }),
  ).data?.list;
  const range = trigger ? triggerValueRange[trigger] : undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={15}>
        <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
          <Form.Item label={L.name} name="name" rules={[rule]} required>
            <Input maxLength={50} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Form.Item label={L.memberSystemId} name="memberSystemId" rules={[rule]} required>
                <Select
                  loading={!systems}
                  placeholder="会員制度を選択"
                  options={(systems ?? []).map((s) => ({ value: s.id, label: s.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item label={L.status} name="status" rules={[rule]}>
                <Radio.Group options={automationStatus.options} optionType="button" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="きっかけ" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Form.Item
                label={L.trigger}
                name="trigger"
                rules={[rule]}
                required
                extra={trigger && triggerHelp[trigger]}
              >
                <Select options={automationTrigger.options} />
              </Form.Item>
            </Col>
            {range && (
              <Col xs={24} md={10}>
                <Form.Item label={L.triggerValue} name="triggerValue" rules={[rule]} required>
                  <NumberInput suffix={range.unit} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Card>
        <Card title="アクション" size="small" style={{ marginBottom: 16 }}>
          <Form.Item label={L.action} name="action" rules={[rule]} required>
            <Radio.Group options={automationAction.options} optionType="button" />
          </Form.Item>
          {action === 'points' && (
            <Form.Item
              label={L.points}
              name="points"
              rules={[rule]}
              required
              extra="会員制度のポイント有効期限まで使えます。ポイント履歴には「調整」として記録されます"
            >
              <NumberInput suffix="ポイント" style={{ width: 200 }} />
            </Form.Item>
          )}
          {action === 'coupon' && (
            <Form.Item
              label={L.couponId}
              name="couponId"
              rules={[rule]}
              required
              extra="対象の会員に、クーポン一覧のこのクーポンのシリアルを1枚ずつ配布します（会員詳細の保有クーポンに表示されます）"
            >
              <CouponSelect />
            </Form.Item>
          )}
          {action === 'mail' && (
            <>
              <Typography.Paragraph type="secondary">
                差し込み項目: {mailPlaceholderList}
                。メールアドレスのない会員には送りません（実行ログに「対象外」と残ります）。
              </Typography.Paragraph>
              <Form.Item label={L.mailSubject} name="mailSubject" rules={[rule]} required>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item label={L.mailBody} name="mailBody" rules={[rule]} required>
                <Input.TextArea rows={8} maxLength={5000} showCount />
              </Form.Item>
            </>
          )}
          <Form.Item label={L.memo} name="memo" rules={[rule]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <AutomationPreviewCard id={id} />
      </Col>
    </Row>
  );
}
