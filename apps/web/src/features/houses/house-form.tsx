import { Card, Col, Form, Input, Row, Select, type FormRule } from 'antd';
import { checkSeatPlan, houseCreateBody, houseLabels as L, type SeatPlan } from '@cinema/contracts';
import { useActiveVersions } from '../../entities/versions/version-queries.js';
import { asyncCheck, withBlanks, zodRule } from '../../lib/zod-form.js';
import { SeatPlanEditor } from './seat-plan-editor/seat-plan-editor.js';
import { NumberInput } from '../../ui/number-input.js';

const rule = zodRule(houseCreateBody.omit({ seatPlan: true }), withBlanks('name', 'code'));

// The editor lists every problem live; on 保存 the field says why nothing was sent.
const planRule: FormRule = {
  validator: asyncCheck((_: unknown, plan: SeatPlan | undefined) => {
    const issues = plan ? checkSeatPlan(plan) : [];
    if (!issues.length) return;
    const more = issues.length > 1 ? `（ほか${issues.length - 1}件）` : '';
    throw new Error(`座席表のエラーを修正してください：${issues[0]!.message}${more}`);
  }),
};

/** The form item's control: a change clears the error of the last save, the editor shows live issues. */
function SeatPlanField(props: { id?: string; value?: SeatPlan; onChange?: (plan: SeatPlan) => void }) {
  const form = Form.useFormInstance();
  return (
    <SeatPlanEditor
      {...props}
      onChange={(plan) => {
        props.onChange?.(plan);
        if (form.getFieldError('seatPlan').length) form.setFields([{ name: 'seatPlan', errors: [] }]);
      }}
    />
  );
}

/** Fields of a screen, shared by create and edit, with the seat plan editor. */
export function HouseForm() {
  // The cinema's screen formats (2D, IMAX …) a screen can show: its active rows of kind 'format'.
  const formats = useActiveVersions(['format']);
  return (
    <>
      <Card title="基本情報" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={L.name} name="name" required rules={[rule]}>
              <Input maxLength={50} placeholder="シアター1" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              label={L.code}
              name="code"
              required
              rules={[rule]}
              extra="半角英数字・ハイフン・アンダースコア（10文字以内）"
            >
              <Input maxLength={10} placeholder="S01" />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item
              label={L.standingCapacity}
              name="standingCapacity"
              rules={[rule]}
              extra="立見で販売できる人数（なしは0）"
            >
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label={L.sortOrder} name="sortOrder" rules={[rule]} extra="小さい順に表示します。">
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              label="対応上映方式"
              name="formatIds"
              rules={[rule]}
              extra="このスクリーンで上映できる方式（2D・IMAX など）。上映方式は「上映」メニューの「上映方式・字幕吹替」で登録します。"
            >
              <Select
                mode="multiple"
                allowClear
                placeholder="上映方式を選択"
                loading={formats.isLoading}
                options={(formats.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
                optionFilterProp="label"
                notFoundContent={formats.isError ? '上映方式を読み込めませんでした' : '上映方式が登録されていません'}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="座席表" size="small" style={{ marginBottom: 16 }}>
        <Form.Item name="seatPlan" rules={[planRule]} validateTrigger={[]} style={{ marginBottom: 0 }}>
          <SeatPlanField />
        </Form.Item>
      </Card>
    </>
  );
}
