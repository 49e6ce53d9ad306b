import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select, Tag } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import {
  bankAccountLabels as B,
  bankAccountType,
  depositEndpoints,
  depositImportColumns,
  depositLabels as L,
  depositPurpose,
  type Deposit,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { ImportModal } from '../../ui/import-modal.js';
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
  const perm = usePermission('clientManagement');
  const canCreate = headOffice && perm.can('create');
  const qc = useQueryClient();
  const [importing, setImporting] = useState(false);
  const editor = useModalEditor<Deposit>(depositKeys.all);
  return (
    <>
      <ListPage
        title="入金口座"
        module="clientManagement"
        endpoint={depositEndpoints.list}
        queryKey={depositKeys.all}
        emptyText="入金口座がまだありません。「新規作成」または「一括登録」から登録してください。"
        onCreate={headOffice ? editor.create : undefined}
        keyword="呼び名・口座番号・名義"
        filters={
          <Form.Item name="purpose">
            <Select placeholder={L.purpose} allowClear style={{ width: 120 }} options={depositPurpose.options} />
          </Form.Item>
        }
        extra={
          canCreate && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              一括登録
            </Button>
          )
        }
        exportName="入金口座"
        columns={columns}
        actions={headOffice ? { edit: (d) => () => editor.edit(d) } : undefined}
        remove={headOffice ? { endpoint: depositEndpoints.delete, name: (d) => d.name } : undefined}
      />
      <DepositFormModal {...editor.modal} />
      <ImportModal
        title="入金口座の一括登録"
        open={importing}
        columns={depositImportColumns}
        note="金融機関・支店は全銀コード（4桁・3桁）で入力してください。口座名義は全角カナ・ひらがなでも、銀行が受け付ける半角カナに変換して登録します。"
        run={(file, commit) => call(depositEndpoints.import, { body: { ...file, commit } }, { successMessage: commit })}
        onClose={() => setImporting(false)}
        onImported={() => void qc.invalidateQueries({ queryKey: depositKeys.all })}
      />
    </>
  );
}
