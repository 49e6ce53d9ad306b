import { useEffect } from 'react';
import { Alert, Col, Form, Input, Radio, Row, type FormRule } from 'antd';
import { bankAccountLabels as L, bankAccountType, toBankKana, type BankAccount } from '@cinema/contracts';
import { BankSelect, BranchSelect } from './bank-select.js';

interface BankAccountFieldsProps {
  /** Where the account sits in the form: [] for a deposit's own fields, ['bankAccount'] for a client's. */
  prefix?: string[];
  rule: FormRule;
  /** The saved account, for the bank and branch names before any search. */
  saved?: BankAccount | null;
}

/** What the bank will keep when the typed name is not already in half-width kana: said, never done silently. */
function HolderNotice({ name }: { name: string[] }) {
  const typed = Form.useWatch(name) as string | undefined;
  if (!typed) return null;
  const stored = toBankKana(typed);
  if (stored === typed) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={`口座名義は銀行の表記（半角カナ）に変換して登録します：${stored}`}
    />
  );
}

/** 金融機関・支店 from the 全銀 master, 預金種目, 口座番号 and 口座名義 (half-width kana). */
export function BankAccountFields({ prefix = [], rule, saved }: BankAccountFieldsProps) {
  const form = Form.useFormInstance();
  const n = (k: string) => [...prefix, k];
  const bankCode = Form.useWatch(n('bankCode')) as string | undefined;
  // Most transfer accounts are 普通: a newly opened account section starts there.
  useEffect(() => {
    if (!form.getFieldValue(n('accountType'))) form.setFieldValue(n('accountType'), 'ordinary');
    // Once, when the section appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={L.bankCode} name={n('bankCode')} required rules={[rule]}>
          <BankSelect
            aria-label={L.bankCode}
            currentName={saved?.bankName}
            onChange={(v) => {
              form.setFieldValue(n('bankCode'), v);
              form.setFieldValue(n('branchCode'), undefined);
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={L.branchCode} name={n('branchCode')} required rules={[rule]}>
          <BranchSelect
            aria-label={L.branchCode}
            bankCode={bankCode}
            currentName={bankCode === saved?.bankCode ? saved?.branchName : null}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={L.accountType} name={n('accountType')} required rules={[rule]}>
          <Radio.Group options={bankAccountType.options} optionType="button" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={L.accountNumber} name={n('accountNumber')} required rules={[rule]} extra="7桁の数字">
          <Input maxLength={7} inputMode="numeric" placeholder="1234567" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          label={L.accountHolder}
          name={n('accountHolder')}
          required
          rules={[rule]}
          extra="全角カナ・ひらがなは半角カナに変換します"
        >
          <Input maxLength={40} placeholder="ｶ)ｼﾈﾏﾗｲﾝ" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <HolderNotice name={n('accountHolder')} />
      </Col>
    </Row>
  );
}
