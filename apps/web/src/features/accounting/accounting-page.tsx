import { Tabs } from 'antd';
import { PageHeader } from '../../ui/page-header.js';
import { AccountingSettingForm } from './accounting-setting-form.js';
import { AccountingSubjectList } from './accounting-subject-list.js';

/** /accounting-management 会計設定: the brand's 勘定科目 and its settings, head office only (docs/accounting.md). */
export default function AccountingPage() {
  return (
    <Tabs
      items={[
        { key: 'subjects', label: '勘定科目', children: <AccountingSubjectList /> },
        {
          key: 'settings',
          label: '会計設定',
          children: (
            <>
              <PageHeader title="会計設定" />
              <AccountingSettingForm />
            </>
          ),
        },
      ]}
    />
  );
}
