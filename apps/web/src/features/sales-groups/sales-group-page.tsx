import { Tabs } from 'antd';
import { PageHeader } from '../../ui/page-header.js';
import { SalesGroupAssignmentsForm } from './sales-group-assignments.js';
import { SalesGroupList } from './sales-group-list.js';

/** /salesGroup-management 販売グループ: the brand's groups and the 券種・会費 assignments, head office only (docs/accounting.md). */
export default function SalesGroupPage() {
  return (
    <Tabs
      items={[
        { key: 'groups', label: '販売グループ', children: <SalesGroupList /> },
        {
          key: 'assignments',
          label: '券種・会費の割当',
          children: (
            <>
              <PageHeader title="券種・会費の割当" />
              <SalesGroupAssignmentsForm />
            </>
          ),
        },
      ]}
    />
  );
}
