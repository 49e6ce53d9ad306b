import { Form, Select, Tag } from 'antd';
import {
  bankAccountLabels as B,
  bankAccountType,
  depositEndpoints,
  depositLabels as L,
  depositPurpose,
  type Deposit,
} from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { DepositFormModal } from './deposit-form-modal.js';
import { depositKeys } from './deposit-queries.js';

const columns: ListColumn<Deposit>[] = [
  { title: L.name, dataIndex: 'name', csv: (d) => d.name },
  {
    title: L.purpose,
    dataIndex: 'purpose',
    render: (_: string, d) => depositPurpose.labels[d.purpose],
    csv: (d) => depositPurpose.labels[d.purpose],
  },
  {
    title: B.bankCode,
    dataIndex: 'bankName',
    render: (_: string, d) => `${d.bankCode} ${d.bankName ?? ''}`,
    csv: (d) => `${d.bankCode} ${d.bankName ?? ''}`,
  },
  {
    title: B.branchCode,
    dataIndex: 'branchName',
    render: (_: string, d) => `${d.branchCode} ${d.branchName ?? ''}`,
    csv: (d) => `${d.branchCode} ${d.branchName ?? ''}`,
  },
  {
    title: B.accountType,
    dataIndex: 'accountType',
    render: (_: string, d) => bankAccountType.labels[d.accountType],
    csv: (d) => bankAccountType.labels[d.accountType],
  },
  { title: B.accountNumber, dataIndex: 'accountNumber', csv: (d) => d.accountNumber },
  { title: B.accountHolder, dataIndex: 'accountHolder', csv: (d) => d.accountHolder },
  {
    title: L.isDefault,
    dataIndex: 'isDefault',
    render: (v: boolean) => (v ? <Tag color="blue">既定</Tag> : '-'),
    csv: (d) => (d.isDefault ? '既定' : ''),
  },
];

/** /deposit: the brand's bank accounts (入金用 on invoices, 振込用 for paying distributors and suppliers). */
export default function DepositPage() {
  const headOffice = useSession()?.adminType === 'brand';
  const editor = useModalEditor<Deposit>(depositKeys.all);
  return (
    <>
      <ListPage
        title="入金口座"
        module="clientManagement"
        endpoint={depositEndpoints.list}
        queryKey={depositKeys.all}
        emptyText="入金口座がまだありません。「新規作成」から登録してください。"
        onCreate={headOffice ? editor.create : undefined}
        keyword="呼び名・口座番号・名義"
        filters={
          <Form.Item name="purpose">
            <Select placeholder={L.purpose} allowClear style={{ width: 120 }} options={depositPurpose.options} />
          </Form.Item>
        }
        exportName="入金口座"
        columns={columns}
        actions={headOffice ? { edit: (d) => () => editor.edit(d) } : undefined}
        remove={headOffice ? { endpoint: depositEndpoints.delete, name: (d) => d.name } : undefined}
      />
      <DepositFormModal {...editor.modal} />
    </>
  );
}
