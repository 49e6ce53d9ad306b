import { Tag } from 'antd';
import {
  salesGroupCreateBody,
  salesGroupEndpoints,
  salesGroupLabels as L,
  salesGroupSubMethod,
  type SalesGroup,
} from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { salesGroupKeys } from '../../entities/sales-groups/sales-group-queries.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { schemaColumns } from '../../ui/schema-columns.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { SalesGroupFormModal } from './sales-group-form-modal.js';

const col = schemaColumns<SalesGroup>(salesGroupCreateBody);
// A chosen 補助科目 shows its method (取引先 …); its record is resolved when the 伝票 are written.
const sub = (method: SalesGroup['sub1Method'], value: string | null) =>
  method === 'free' ? (value ?? '-') : `${salesGroupSubMethod.labels[method]}から選択`;
const columns: ListColumn<SalesGroup>[] = [
  col('sortOrder'),
  col('code'),
  col('name'),
  { title: L.subjectId, dataIndex: 'subjectName', csv: (g) => g.subjectName },
  {
    title: L.sub1Value,
    key: 'sub1',
    render: (_, g) => sub(g.sub1Method, g.sub1Value),
    csv: (g) => sub(g.sub1Method, g.sub1Value),
  },
  {
    title: L.sub2Value,
    key: 'sub2',
    render: (_, g) => sub(g.sub2Method, g.sub2Value),
    csv: (g) => sub(g.sub2Method, g.sub2Value),
  },
  col('costKind'),
  {
    title: L.active,
    dataIndex: 'active',
    render: (v: boolean) => <Tag color={v ? 'green' : undefined}>{v ? '有効' : '無効'}</Tag>,
    csv: (g) => (g.active ? '有効' : '無効'),
  },
];

/** 販売グループ of the brand: head office registers, edits and deletes them (a group in use stays). */
export function SalesGroupList() {
  const headOffice = useSession()?.adminType === 'brand';
  const perm = usePermission('accounting');
  const editor = useModalEditor<SalesGroup>(salesGroupKeys.all);
  return (
    <>
      <ListPage
        title="販売グループ"
        module="accounting"
        endpoint={salesGroupEndpoints.list}
        queryKey={salesGroupKeys.all}
        emptyText="販売グループがまだありません。先に会計設定で勘定科目を登録し、「新規作成」から登録してください。"
        onCreate={headOffice ? editor.create : undefined}
        keyword="コード・名称"
        filters={<ActiveFilter off="無効" />}
        exportName="販売グループ一覧"
        columns={columns}
        actions={headOffice && perm.can('update') ? { edit: (g) => () => editor.edit(g) } : undefined}
        remove={headOffice ? { endpoint: salesGroupEndpoints.delete, name: (g) => g.name } : undefined}
      />
      <SalesGroupFormModal {...editor.modal} />
    </>
  );
}
