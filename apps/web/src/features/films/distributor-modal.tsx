import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import {
  distributorCreateBody,
  distributorEndpoints,
  type Distributor,
  type DistributorCreateInput,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { distributorKeys } from '../../entities/films/film-queries.js';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { ModalForm } from '../../ui/modal-form.js';

const rule = zodRule(distributorCreateBody, withBlanks('name', 'code'));

/** 配給会社を追加 from the film form: registers a distributor and hands it back to be chosen. */
export function DistributorModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (d: Distributor) => void;
}) {
  const qc = useQueryClient();
  const submit = async (values: DistributorCreateInput) => {
    const saved = await call(distributorEndpoints.create, { body: { ...values, active: true } });
    await qc.invalidateQueries({ queryKey: distributorKeys.all });
    onCreated(saved);
  };
  return (
    <ModalForm<DistributorCreateInput>
      title="配給会社を追加"
      okText="追加"
      open={open}
      onClose={onClose}
      initialValues={{}}
      submit={submit}
    >
      {() => (
        <>
          <Form.Item label="配給会社名" name="name" required rules={[rule]}>
            <Input maxLength={100} placeholder="〇〇フィルム株式会社" />
          </Form.Item>
          <Form.Item label="配給会社名（カナ）" name="nameKana" rules={[rule]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label="配給会社コード"
            name="code"
            required
            rules={[rule]}
            extra="半角英数字・ハイフン・アンダースコア（20文字以内）"
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            label="登録番号"
            name="invoiceNumber"
            rules={[rule]}
            extra="適格請求書発行事業者の登録番号（例：T1234567890123）"
          >
            <Input maxLength={14} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
