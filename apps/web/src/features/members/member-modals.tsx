import { Col, Form, Input, Row, Select, Switch } from 'antd';
import {
  customerGender,
  memberEndpoints,
  memberLabels as L,
  memberUpdateBody,
  pointAdjustBody,
  type Member,
  type MemberUpdateInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { PrefectureSelect } from '../../entities/system/prefecture-select.js';
import { zodRule } from '../../lib/zod-form.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ModalForm } from '../../ui/modal-form.js';
import { NumberInput } from '../../ui/number-input.js';
import { asDate, fromDate } from './member-dates.js';
import { useMemberSystems } from './member-queries.js';

type EditValues = Omit<MemberUpdateInput, 'id' | 'version'>;
interface Props {
  member: Member;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/**
 * 会員の編集. The personal data is offered only to a role that sees it unmasked; a role that does not never
 * sends it, so the masked text is never saved over the member's data.
 */
export function MemberEditModal({ member: m, onClose, onSaved }: Props) {
  const system = useMemberSystems().find((s) => s.id === m.memberSystemId);
  const rule = zodRule(memberUpdateBody, (v) => ({ ...v, id: m.id, version: m.version }));
  const initial: EditValues = {
    name: m.name,
    kana: m.kana,
    gender: m.gender,
    prefectureCode: m.prefectureCode,
    rank: m.rank,
    validUntil: m.validUntil,
    memo: m.memo,
    mailOptIn: m.mailOptIn,
    ...(m.masked
      ? {}
      : {
          personal: {
            birthDate: m.birthDate,
            postalCode: m.postalCode,
            address: m.address,
            phone: m.phone,
            email: m.email,
          },
        }),
  };
  const personal = (name: 'birthDate' | 'postalCode' | 'address' | 'phone' | 'email') => ['personal', name];
  return (
    <ModalForm<EditValues>
      title={`会員の編集 ${m.memberNo}`}
      open
      width={720}
      onClose={onClose}
      initialValues={initial}
      submit={(v) => call(memberEndpoints.update, { body: { ...v, id: m.id, version: m.version } })}
      onSaved={onSaved}
    >
      {() => (
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={L.name} name="name" rules={[rule]} required>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={L.kana} name="kana" rules={[rule]} required>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={L.gender} name="gender" rules={[rule]}>
              <Select options={customerGender.options} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={L.prefectureCode} name="prefectureCode" rules={[rule]}>
              <PrefectureSelect allowClear />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={L.rank} name="rank" rules={[rule]} extra="変更はランク履歴に「手動変更」として残ります">
              <Select
                options={(system?.ranks ?? []).map((r) => ({ value: r.rank, label: `ランク${r.rank}（${r.name}）` }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label={L.validUntil}
              name="validUntil"
              rules={[rule]}
              getValueProps={asDate}
              normalize={fromDate}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {!m.masked && (
            <>
              <Col span={8}>
                <Form.Item
                  label={L.birthDate}
                  name={personal('birthDate')}
                  rules={[rule]}
                  getValueProps={asDate}
                  normalize={fromDate}
                >
                  <DatePicker style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item label={L.postalCode} name={personal('postalCode')} rules={[rule]}>
                  <Input maxLength={8} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item label={L.address} name={personal('address')} rules={[rule]}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label={L.phone} name={personal('phone')} rules={[rule]}>
                  <Input maxLength={15} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label={L.email} name={personal('email')} rules={[rule]}>
                  <Input maxLength={254} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={24}>
            <Form.Item
              label={L.mailOptIn}
              name="mailOptIn"
              valuePropName="checked"
              extra={
                m.mailUnsubscribedAt
                  ? '会員がメールの配信停止リンクから停止しています。会員から再開の申し出があったときだけオンにしてください。'
                  : 'オフの会員にはメールマガジンを送りません'
              }
            >
              <Switch checkedChildren="希望する" unCheckedChildren="希望しない" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={L.memo} name="memo" rules={[rule]}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ModalForm>
  );
}

/** ポイント調整: head office adds or takes points with a reason; the balance never goes below zero. */
export function PointAdjustModal({ member: m, onClose, onSaved }: Props) {
  const rule = zodRule(pointAdjustBody, (v) => ({ ...v, id: m.id }));
  return (
    <ModalForm<{ points?: number; reason?: string }>
      title={`ポイント調整 ${m.memberNo} ${m.name}（保有 ${m.points}pt）`}
      open
      onClose={onClose}
      okText="調整する"
      initialValues={{}}
      submit={(v) =>
        call(memberEndpoints.adjustPoints, { body: { id: m.id, points: v.points ?? 0, reason: v.reason ?? '' } })
      }
      onSaved={onSaved}
    >
      {() => (
        <>
          <Form.Item
            label="調整ポイント"
            name="points"
            rules={[rule]}
            extra="減らすときはマイナスで入力します（例：-100）"
          >
            <NumberInput suffix="pt" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={L.reason} name="reason" rules={[rule]} required>
            <Input.TextArea rows={2} maxLength={200} placeholder="調整の理由（操作ログとポイント履歴に残ります）" />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
