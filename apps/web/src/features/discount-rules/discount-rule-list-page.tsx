import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Tag } from 'antd';
import type { DiscountRule } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { dateTime, text } from '../../lib/format.js';
import { confirmDelete } from '../../ui/confirm.js';
import { ListPage } from '../../ui/list-page.js';
import { actionsColumn, RowActions } from '../../ui/row-actions.js';
import { deleteDiscountRule, discountRuleEndpoints, discountRuleKeys } from './discount-rules-api.js';
import { discountText, periodText, weekdaysText } from './discount-rule-text.js';
import { ActiveFilter } from '../../ui/active-filter.js';

const yesNo = (v: boolean) => (v ? 'はい' : 'いいえ');
const flag = (v: boolean) => (v ? <Tag color="blue">はい</Tag> : <Tag>いいえ</Tag>);

/** 割引ルール一覧 of the chosen cinema. */
export default function DiscountRuleListPage() {
  const session = useSession();
  const perm = usePermission('performance');
  const qc = useQueryClient();
  const remove = (r: DiscountRule) =>
    confirmDelete(r.name, () => deleteDiscountRule(r.id).then(() => qc.invalidateQueries({ queryKey: discountRuleKeys.all })));

  return (
    <ListPage<DiscountRule>
      title="割引ルール"
      module="performance"
      endpoint={discountRuleEndpoints.list}
      queryKey={discountRuleKeys.list(session?.cinemaId)}
      createPath="/disCountRules/create"
      emptyText="割引ルールがまだ登録されていません。「新規作成」から夫婦50割やペア割などを登録してください。"
      filters={
        <>
          <Form.Item name="keyword">
            <Input placeholder="割引名・備考" allowClear style={{ width: 200 }} />
          </Form.Item>
          <ActiveFilter />
        </>
      }
      csv={{
        filename: '割引ルール一覧',
        columns: [
          { title: '割引名', value: (r) => r.name },
          { title: '適用人数', value: (r) => r.quantity },
          { title: '割引方法', value: (r) => (r.discountType === 'free' ? '無料' : '金額割引') },
          { title: '割引額（円）', value: (r) => r.amountOff },
          { title: '適用曜日', value: (r) => weekdaysText(r.weekdays) },
          { title: '有効期間（開始）', value: (r) => r.validFrom },
          { title: '有効期間（終了）', value: (r) => r.validTo },
          { title: '当日のみ', value: (r) => yesNo(r.sameDayOnly) },
          { title: '興収に反映', value: (r) => yesNo(r.boxOfficeReflection) },
          { title: 'クーポン併用', value: (r) => yesNo(r.couponCombinable) },
          { title: '状態', value: (r) => (r.active ? '有効' : '無効') },
          { title: '備考', value: (r) => r.note },
        ],
      }}
      columns={[
        {
          title: '割引名',
          dataIndex: 'name',
          sorter: true,
          render: (v: string, r) => (perm.can('update') ? <Link to={`/disCountRules/edit/${r.id}`}>{v}</Link> : v),
        },
        { title: '適用人数', dataIndex: 'quantity', sorter: true, align: 'right', render: (v: number) => `${v}名以上` },
        { title: '割引', dataIndex: 'amountOff', sorter: true, render: (_: unknown, r) => discountText(r) },
        { title: '適用曜日', dataIndex: 'weekdays', render: (v: number[]) => weekdaysText(v) },
        { title: '有効期間', dataIndex: 'validFrom', sorter: true, render: (_: unknown, r) => periodText(r.validFrom, r.validTo) },
        { title: '当日のみ', dataIndex: 'sameDayOnly', render: flag },
        { title: '興収に反映', dataIndex: 'boxOfficeReflection', render: flag },
        { title: 'クーポン併用', dataIndex: 'couponCombinable', render: flag },
        {
          title: '状態',
          dataIndex: 'active',
          sorter: true,
          render: (v: boolean) => (v ? <Tag color="green">有効</Tag> : <Tag>無効</Tag>),
        },
        { title: '備考', dataIndex: 'note', render: (v: string | null) => text(v) },
        { title: '更新日時', dataIndex: 'updatedAt', sorter: true, render: (v: string) => dateTime(v) },
        actionsColumn((r) => (
          <RowActions edit={perm.can('update') && `/disCountRules/edit/${r.id}`} remove={perm.can('delete') && (() => remove(r))} />
        )),
      ]}
    />
  );
}
