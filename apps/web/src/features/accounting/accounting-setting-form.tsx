import { Alert, Button, Card, Col, Form, Input, Row, Select, Skeleton, Table } from 'antd';
import {
  accountingSettingBody,
  accountingSettingEndpoints,
  accountingSettingLabels as L,
  accountingVoucher,
  type AccountingSetting,
  type AccountingVoucher,
  type AccountingSettingInput,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { accountingKeys } from '../../entities/accounting/accounting-queries.js';
import { zodRule } from '../../lib/zod-form.js';
import { useSettingForm } from '../../ui/use-setting-form.js';

type Values = Omit<AccountingSettingInput, 'version'>;

const months = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }));
const settingKey = [...accountingKeys.all, 'setting'] as const;

// One row per payment method of the brand, in the list's order, so a field error (settlements.1.clientId) lands on its row.
const toValues = (s: AccountingSetting): Values => ({
  fiscalYearStartMonth: s.fiscalYearStartMonth,
  settlements: s.paymentMethods.map((m) => ({
    paymentMethodId: m.id,
    clientId: s.settlements.find((x) => x.paymentMethodId === m.id)?.clientId ?? null,
  })),
  vouchers: s.vouchers,
});
const rule = zodRule(accountingSettingBody, (v) => ({ ...v, version: 0 }));

/** 会計設定: the fiscal year, who settles each payment method, and each 伝票's default subjects. */
export function AccountingSettingForm() {
  const headOffice = useSession()?.adminType === 'brand';
  const perm = usePermission('accounting');
  const canSave = headOffice && perm.can('update');
  const { detail, setting, saving, staleBanner, formProps } = useSettingForm({
    queryKey: settingKey,
    detail: accountingSettingEndpoints.detail,
    update: accountingSettingEndpoints.update,
    toValues,
  });

  if (detail.isError) return <Alert type="error" showIcon title={detail.error.message} />;
  if (!setting) return <Skeleton active paragraph={{ rows: 6 }} />;
  const subjectOptions = setting.subjects.map((o) => ({ value: o.id, label: o.name }));
  const clientOptions = setting.clients.map((o) => ({ value: o.id, label: o.name }));
  const voucherRows = accountingVoucher.values.map((v) => ({ key: v }));

  return (
    <>
      {staleBanner}
      <Form<Values> {...formProps} disabled={!canSave}>
        <Card title="会計年度" size="small" style={{ marginBottom: 16 }}>
          <Form.Item label={L.fiscalYearStartMonth} name="fiscalYearStartMonth" required rules={[rule]}>
            <Select options={months} style={{ width: 120 }} />
          </Form.Item>
        </Card>
        <Card title={L.settlements} size="small" style={{ marginBottom: 16 }}>
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={setting.paymentMethods}
            locale={{ emptyText: '支払方法がまだ登録されていません。' }}
            columns={[
              { title: L.paymentMethodId, dataIndex: 'name', width: 240 },
              {
                title: L.clientId,
                key: 'client',
                render: (_: unknown, m, index) => (
                  <Form.Item name={['settlements', index, 'clientId']} style={{ marginBottom: 0 }}>
                    <Select
                      allowClear
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder="精算先なし"
                      aria-label={`${m.name}の${L.clientId}`}
                      options={clientOptions}
                      style={{ width: '100%', maxWidth: 360 }}
                    />
                  </Form.Item>
                ),
              },
            ]}
          />
        </Card>
        <Card title={L.vouchers} size="small" style={{ marginBottom: 16 }}>
          {voucherRows.map(({ key }) => (
            <VoucherRow key={key} voucher={key} options={subjectOptions} />
          ))}
        </Card>
        {canSave && (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        )}
      </Form>
    </>
  );
}

function VoucherRow(props: { voucher: AccountingVoucher; options: { value: number; label: string }[] }) {
  const { voucher, options } = props;
  const name = accountingVoucher.labels[voucher];
  const select = (side: 'debitSubjectId' | 'creditSubjectId') => (
    <Form.Item label={`${name}の${L[side]}`} name={['vouchers', voucher, side]} rules={[rule]}>
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="未設定" options={options} />
    </Form.Item>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        {select('debitSubjectId')}
      </Col>
      <Col xs={24} md={8}>
        {select('creditSubjectId')}
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={`${name}の${L.description}`} name={['vouchers', voucher, 'description']} rules={[rule]}>
          <Input maxLength={40} />
        </Form.Item>
      </Col>
    </Row>
  );
}
