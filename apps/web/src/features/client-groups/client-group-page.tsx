import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import {
  clientGroupEndpoints,
  clientGroupImportColumns,
  clientGroupInUse,
  clientGroupLabels as L,
  type ClientGroup,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { clientGroupKeys } from '../../entities/client-groups/client-group-queries.js';
import { ImportModal } from '../../ui/import-modal.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { ClientGroupFormModal } from './client-group-form-modal.js';

const columns: ListColumn<ClientGroup>[] = [
  { title: L.sortOrder, dataIndex: 'sortOrder', align: 'right', csv: (g) => g.sortOrder },
  { title: L.code, dataIndex: 'code', csv: (g) => g.code },
  { title: L.name, dataIndex: 'name', csv: (g) => g.name },
  {
    title: '取引先数',
    dataIndex: 'clientCount',
    align: 'right',
    render: (n: number) => `${n}件`,
    csv: (g) => g.clientCount,
  },
];

/** /client-group: 取引先グループ; a group its clients use cannot be deleted (削除 is disabled with the reason). */
export default function ClientGroupPage() {
  const headOffice = useSession()?.adminType === 'brand';
  const perm = usePermission('clientManagement');
  const canCreate = headOffice && perm.can('create');
  const qc = useQueryClient();
  const [importing, setImporting] = useState(false);
  const editor = useModalEditor<ClientGroup>(clientGroupKeys.all);
  return (
    <>
      <ListPage
        title="取引先グループ"
        module="clientManagement"
        endpoint={clientGroupEndpoints.list}
        queryKey={clientGroupKeys.all}
        emptyText="取引先グループがまだありません。「新規作成」または「一括登録」から登録してください。"
        onCreate={headOffice ? editor.create : undefined}
        keyword="グループ名・コード"
        extra={
          canCreate && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              一括登録
            </Button>
          )
        }
        exportName="取引先グループ"
        columns={columns}
        actions={headOffice ? { edit: (g) => () => editor.edit(g) } : undefined}
        remove={
          headOffice
            ? {
                endpoint: clientGroupEndpoints.delete,
                name: (g) => g.name,
                refused: (g) => (g.clientCount > 0 ? clientGroupInUse(g.clientCount) : undefined),
              }
            : undefined
        }
      />
      <ClientGroupFormModal {...editor.modal} />
      <ImportModal
        title="取引先グループの一括登録"
        open={importing}
        columns={clientGroupImportColumns}
        run={(file, commit) =>
          call(clientGroupEndpoints.import, { body: { ...file, commit } }, { successMessage: commit })
        }
        onClose={() => setImporting(false)}
        onImported={() => void qc.invalidateQueries({ queryKey: clientGroupKeys.all })}
      />
    </>
  );
}
