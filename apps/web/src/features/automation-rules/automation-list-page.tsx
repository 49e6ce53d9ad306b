import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import {
  automationEndpoints,
  automationLabels as L,
  automationStatus,
  pathTo,
  type AutomationRule,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { text } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { automationKeys } from './automation-queries.js';
import { AutomationRuns } from './automation-runs.js';
import { actionText, triggerText } from './automation-text.js';

const columns: ListColumn<AutomationRule>[] = [
  { title: L.name, dataIndex: 'name', sorter: true, alwaysShown: true, csv: (r) => r.name },
  { title: L.memberSystemId, dataIndex: 'memberSystemName', csv: (r) => r.memberSystemName },
  { title: L.trigger, dataIndex: 'trigger', sorter: true, render: (_: unknown, r) => triggerText(r), csv: triggerText },
  { title: L.action, dataIndex: 'action', render: (_: unknown, r) => actionText(r), csv: actionText },
  {
    title: L.status,
    dataIndex: 'status',
    sorter: true,
    render: (_: unknown, r) => (
      <Tag color={r.status === 'active' ? 'green' : 'default'}>{automationStatus.labels[r.status]}</Tag>
    ),
    csv: (r) => automationStatus.labels[r.status],
  },
  { title: L.lastRunOn, dataIndex: 'lastRunOn', render: text, csv: (r) => r.lastRunOn ?? '' },
  { title: L.firedTotal, dataIndex: 'firedTotal', align: 'right', csv: (r) => r.firedTotal },
];

/** 今すぐ実行: today's run, as the morning job would do it, after a question naming the rule. */
function RunNow({ rule }: { rule: AutomationRule }) {
  const qc = useQueryClient();
  if (rule.status !== 'active') return null;
  const run = () =>
    confirmAction({
      title: `「${rule.name}」を今すぐ実行しますか？`,
      content: '今日の対象者に実行します。実行済みの会員には再び実行しません。毎朝の自動実行はそのまま続きます。',
      okText: '実行する',
      onOk: () =>
        call(automationEndpoints.run, { params: { id: rule.id } }).then(() =>
          qc.invalidateQueries({ queryKey: automationKeys.all }),
        ),
    });
  return (
    <Button type="link" onClick={run}>
      今すぐ実行
    </Button>
  );
}

/** /automation-rule: head office's 自動化ルール and what each run did (docs/membership.md, "自動化ルール"). */
export default function AutomationListPage() {
  const { can } = usePermission('membership');
  return (
    <ListPage
      title="自動化ルール"
      module="membership"
      endpoint={automationEndpoints.list}
      queryKey={automationKeys.all}
      emptyText="自動化ルールがまだありません。「新規作成」から、入会や誕生月などのきっかけと、ポイント付与やメールを登録してください。"
      createPath={pathTo('/automation-rule/create')}
      keyword="ルール名"
      exportName="自動化ルール"
      extra={<AutomationRuns />}
      columns={columns}
      actions={{
        edit: (r) => pathTo('/automation-rule/update/:id', { id: r.id }),
        extra: (r) => (can('update') ? <RunNow rule={r} /> : null),
      }}
      remove={{
        endpoint: automationEndpoints.delete,
        name: (r) => r.name,
        refused: (r) =>
          r.firedTotal > 0
            ? `${r.firedTotal}人に実行済みのため削除できません。止めるときは「無効」にしてください`
            : undefined,
      }}
    />
  );
}
