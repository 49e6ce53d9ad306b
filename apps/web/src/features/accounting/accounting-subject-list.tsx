import { Form, Select, Tag } from 'antd';
import {
  accountKind,
  accountingSubjectCreateBody,
  accountingSubjectEndpoints,
  accountingSubjectLabels as L,
  type AccountingSubject,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { accountingKeys } from '../../entities/accounting/accounting-queries.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { schemaColumns } from '../../ui/schema-columns.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { AccountingSubjectFormModal } from './accounting-subject-form-modal.js';

const col = schemaColumns<AccountingSubject>(accountingSubjectCreateBody);
const columns: ListColumn<AccountingSubject>[] = [
  col('sortOrder'),
  col('code'),
  col('name'),
  col('kind'),
  col('taxKind'),
  col('usesSubAccounts'),
  {
    title: L.active,
    dataIndex: 'active',
    render: (v: boolean) => <Tag color={v ? 'green' : undefined}>{v ? '有効' : '無効'}</Tag>,
    csv: (s) => (s.active ? '有効' : '無効'),
  },
];

/** 勘定科目 of the brand: head office registers, edits and deletes them (a subject the settings use stays). */
export function AccountingSubjectList() {
  const headOffice = useSession()?.adminType === 'brand';
  const perm = usePermission('accounting');
  const editor = useModalEditor<AccountingSubject>(accountingKeys.all);
  return (
    <>
      <ListPage
        title="勘定科目"
        module="accounting"
        endpoint={accountingSubjectEndpoints.list}
        queryKey={accountingKeys.all}
        emptyText="勘定科目がまだありません。「新規作成」から登録してください。"
        onCreate={headOffice ? editor.create : undefined}
        keyword="コード・名称"
        filters={
          <>
            <Form.Item name="kind">
              <Select placeholder={L.kind} allowClear style={{ width: 200 }} options={accountKind.options} />
            </Form.Item>
            <ActiveFilter off="無効" />
          </>
        }
        exportName="勘定科目一覧"
        columns={columns}
        actions={headOffice && perm.can('update') ? { edit: (s) => () => editor.edit(s) } : undefined}
        remove={headOffice ? { endpoint: accountingSubjectEndpoints.delete, name: (s) => s.name } : undefined}
      />
      <AccountingSubjectFormModal {...editor.modal} />
    </>
  );
}
