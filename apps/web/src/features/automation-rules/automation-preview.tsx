import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Spin, Statistic, Table } from 'antd';
import { automationEndpoints, automationPreviewBody, type AutomationTarget } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { useSettled } from '../../lib/use-settled.js';
import { automationKeys } from './automation-queries.js';

// 対象者プレビュー: whom the rule as typed would act on if it ran today (those it already acted on left out), asked
// for once typing pauses; nothing is asked while the form is not yet a valid rule.

const DELAY_MS = 500;

export function AutomationPreviewCard({ id }: { id: number | null }) {
  const values = Form.useWatch([]) as Record<string, unknown> | undefined;
  const settled = useSettled(values, DELAY_MS);
  const parsed = automationPreviewBody.safeParse({ ...settled, id });
  const preview = useQuery({
    ...endpointQuery([...automationKeys.all, 'preview', parsed.data], automationEndpoints.preview, {
      body: parsed.success ? parsed.data : ({} as never),
    }),
    enabled: parsed.success,
    placeholderData: keepPreviousData,
  });
  return (
    <Card title="今日実行したときの対象者" size="small" style={{ position: 'sticky', top: 16 }}>
      {!parsed.success ? (
        <Alert type="info" showIcon message="会員制度・きっかけ・アクションを入力すると、対象者がここに表示されます" />
      ) : preview.isError ? (
        <Alert type="error" showIcon message="対象者を数えられませんでした。入力を見直すか、時間をおいてください" />
      ) : (
        <Spin spinning={preview.isFetching}>
          <Statistic title="対象者" value={preview.data?.count ?? 0} suffix="人" />
          <Table<AutomationTarget>
            size="small"
            rowKey="memberId"
            style={{ marginTop: 12 }}
            dataSource={preview.data?.members ?? []}
            pagination={false}
            locale={{ emptyText: '今日の対象者はいません' }}
            columns={[
              { title: '会員番号', dataIndex: 'memberNo' },
              { title: '氏名', dataIndex: 'name' },
              { title: '理由', dataIndex: 'reason' },
            ]}
            footer={
              (preview.data?.count ?? 0) > (preview.data?.members.length ?? 0)
                ? () => `ほか${(preview.data?.count ?? 0) - (preview.data?.members.length ?? 0)}人`
                : undefined
            }
          />
        </Spin>
      )}
    </Card>
  );
}
