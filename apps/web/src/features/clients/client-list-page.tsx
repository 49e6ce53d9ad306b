import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select, Tag } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import {
  bankAccountText,
  clientEndpoints,
  clientImportColumns,
  clientLabels as L,
  clientRole,
  clientType,
  prefectureName,
  receivableCycleText,
  type Client,
  pathTo,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { ClientGroupSelect } from '../../entities/client-groups/client-group-select.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import { ImportModal } from '../../ui/import-modal.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { clientKeys } from './client-queries.js';

const address = (c: Client) =>
  [prefectureName(c.prefectureCode), c.city, c.addressLine, c.building ? ` ${c.building}` : null]
    .filter(Boolean)
    .join('');

const columns: ListColumn<Client>[] = [
  { title: L.code, dataIndex: 'code', csv: (c) => c.code },
  { title: L.name, dataIndex: 'name', csv: (c) => c.name },
  { title: L.kana, dataIndex: 'kana', exportOnly: true, csv: (c) => c.kana },
  {
    title: L.type,
    dataIndex: 'type',
    render: (_: string, c) => clientType.labels[c.type],
    csv: (c) => clientType.labels[c.type],
  },
  {
    title: L.role,
    dataIndex: 'role',
    render: (_: string, c) => clientRole.labels[c.role],
    csv: (c) => clientRole.labels[c.role],
  },
  {
    title: L.clientGroupId,
    dataIndex: 'clientGroupName',
    render: (v: string | null) => v ?? '-',
    csv: (c) => c.clientGroupName,
  },
  { title: L.postalCode, dataIndex: 'postalCode', exportOnly: true, csv: (c) => c.postalCode },
  { title: '住所', dataIndex: 'city', exportOnly: true, csv: address },
  { title: L.phone, dataIndex: 'phone', render: (v: string | null) => v ?? '-', csv: (c) => c.phone },
  { title: L.contactName, dataIndex: 'contactName', exportOnly: true, csv: (c) => c.contactName },
  { title: L.email, dataIndex: 'email', exportOnly: true, csv: (c) => c.email },
  {
    title: L.invoiceNumber,
    dataIndex: 'invoiceNumber',
    render: (v: string | null) => v ?? '-',
    csv: (c) => c.invoiceNumber,
  },
  {
    title: '回収サイト',
    dataIndex: 'closingDay',
    render: (_: number, c) => receivableCycleText(c),
    csv: receivableCycleText,
  },
  { title: L.paymentTerms, dataIndex: 'paymentTerms', exportOnly: true, csv: (c) => c.paymentTerms },
  {
    title: L.bankAccount,
    dataIndex: 'bankAccount',
    exportOnly: true,
    csv: (c) => (c.bankAccount ? bankAccountText(c.bankAccount) : null),
  },
  { title: '口座名義', dataIndex: 'bankAccount', exportOnly: true, csv: (c) => c.bankAccount?.accountHolder ?? null },
  {
    title: '状態',
    dataIndex: 'active',
    render: (v: boolean) => <Tag color={v ? 'green' : undefined}>{v ? '有効' : '無効'}</Tag>,
    csv: (c) => (c.active ? '有効' : '無効'),
  },
];

/** /client: 取引先 with search by name, kana, code and contact; filters by 区分, グループ and 状態. */
export default function ClientListPage() {
  const headOffice = useSession()?.adminType === 'brand';
  const perm = usePermission('clientManagement');
  const canCreate = headOffice && perm.can('create');
  const qc = useQueryClient();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <ListPage
        title="取引先"
        module="clientManagement"
        endpoint={clientEndpoints.list}
        queryKey={clientKeys.all}
        emptyText="取引先がまだありません。「新規作成」または「一括登録」から登録してください。"
        createPath={headOffice ? pathTo('/client/create') : undefined}
        keyword="取引先名・カナ・コード・担当者"
        filters={
          <>
            <Form.Item name="role">
              <Select placeholder={L.role} allowClear style={{ width: 140 }} options={clientRole.options} />
            </Form.Item>
            <Form.Item name="type">
              <Select placeholder={L.type} allowClear style={{ width: 110 }} options={clientType.options} />
            </Form.Item>
            <Form.Item name="clientGroupId">
              <ClientGroupSelect style={{ width: 200 }} />
            </Form.Item>
            <ActiveFilter />
          </>
        }
        extra={
          canCreate && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              一括登録
            </Button>
          )
        }
        exportName="取引先"
        columns={columns}
        actions={headOffice ? { edit: (c) => pathTo('/client/update/:id', { id: c.id }) } : undefined}
        remove={headOffice ? { endpoint: clientEndpoints.delete, name: (c) => c.name } : undefined}
      />
      <ImportModal
        title="取引先の一括登録"
        open={importing}
        columns={clientImportColumns}
        note="取引先グループはコードで指定します。振込先口座はファイルに含めず、登録後に各取引先の編集画面で設定してください。"
        run={(file, commit) => call(clientEndpoints.import, { body: { ...file, commit } }, { successMessage: commit })}
        onClose={() => setImporting(false)}
        onImported={() => void qc.invalidateQueries({ queryKey: clientKeys.all })}
      />
    </>
  );
}
