import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import {
  discountRuleEndpoints,
  discountRuleLabels as L,
  discountType,
  ticketKind,
  type DiscountRule,
  pathTo,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { CopyToCinemasButton, useRowsToCopy } from '../../entities/cinemas/copy-to-cinemas-button.js';
import { dateTime, text } from '../../lib/format.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { discountRuleKeys, discountRuleListKey } from './discount-rule-queries.js';
import { discountGroupText, discountText, periodText, weekdaysText } from './discount-rule-text.js';

const yesNo = (v: boolean) => (v ? 'はい' : 'いいえ');
const flag = (v: boolean) => (v ? <Tag color="blue">はい</Tag> : <Tag>いいえ</Tag>);

function RuleName({ rule }: { rule: DiscountRule }) {
  const canEdit = usePermission('performance').can('update');
  return canEdit ? <Link to={pathTo('/disCountRules/edit/:id', { id: rule.id })}>{rule.name}</Link> : rule.name;
}

// The table shows the discount and the period in one column each; the export keeps their parts apart.
const columns: ListColumn<DiscountRule>[] = [
  {
    title: L.name,
    dataIndex: 'name',
    sorter: true,
    render: (_: string, r) => <RuleName rule={r} />,
    csv: (r) => r.name,
  },
  {
    title: L.quantity,
    dataIndex: 'quantity',
    sorter: true,
    align: 'right',
    render: (_: number, r) => discountGroupText(r),
    csv: (r) => r.quantity,
  },
  { title: L.maxQuantity, exportOnly: true, csv: (r) => r.maxQuantity },
  { title: '割引', dataIndex: 'amountOff', sorter: true, render: (_: unknown, r) => discountText(r) },
  { title: L.discountType, exportOnly: true, csv: (r) => discountType.labels[r.discountType] },
  { title: '割引額（円）', exportOnly: true, csv: (r) => r.amountOff },
  { title: L.percentOff, exportOnly: true, csv: (r) => r.percentOff },
  { title: `${L.groupPrice}（円）`, exportOnly: true, csv: (r) => r.groupPrice },
  {
    title: L.ticketKinds,
    dataIndex: 'ticketKinds',
    render: (v: DiscountRule['ticketKinds']) => (v.length ? v.map((k) => ticketKind.labels[k]).join('・') : 'すべて'),
    csv: (r) => (r.ticketKinds.length ? r.ticketKinds.map((k) => ticketKind.labels[k]).join('・') : 'すべて'),
  },
  { title: L.holidaysAsSunday, exportOnly: true, csv: (r) => yesNo(r.holidaysAsSunday) },
  {
    title: L.weekdays,
    dataIndex: 'weekdays',
    render: (v: number[]) => weekdaysText(v),
    csv: (r) => weekdaysText(r.weekdays),
  },
  {
    title: '有効期間',
    dataIndex: 'validFrom',
    sorter: true,
    render: (_: unknown, r) => periodText(r.validFrom, r.validTo),
  },
  { title: L.validFrom, exportOnly: true, csv: (r) => r.validFrom },
  { title: L.validTo, exportOnly: true, csv: (r) => r.validTo },
  { title: L.sameDayOnly, dataIndex: 'sameDayOnly', render: flag, csv: (r) => yesNo(r.sameDayOnly) },
  { title: '興収に反映', dataIndex: 'boxOfficeReflection', render: flag, csv: (r) => yesNo(r.boxOfficeReflection) },
  { title: L.couponCombinable, dataIndex: 'couponCombinable', render: flag, csv: (r) => yesNo(r.couponCombinable) },
  {
    title: '状態',
    dataIndex: 'active',
    sorter: true,
    render: (v: boolean) => (v ? <Tag color="green">有効</Tag> : <Tag>無効</Tag>),
    csv: (r) => (r.active ? '有効' : '無効'),
  },
  { title: L.note, dataIndex: 'note', render: (v: string | null) => text(v), csv: (r) => r.note },
  { title: '更新日時', dataIndex: 'updatedAt', sorter: true, render: (v: string) => dateTime(v) },
];

/** 割引ルール一覧 of the chosen cinema. */
export default function DiscountRuleListPage() {
  const session = useSession();
  const qc = useQueryClient();
  // 他の劇場へコピー…: head office, reading this cinema's rules, copies the chosen ones to other cinemas.
  const copyOut = useRowsToCopy(discountRuleEndpoints.copyToCinemas.access);
  return (
    <ListPage
      title="割引ルール"
      module="performance"
      endpoint={discountRuleEndpoints.list}
      queryKey={discountRuleListKey(session?.cinemaId)}
      createPath={pathTo('/disCountRules/create')}
      emptyText="割引ルールがまだ登録されていません。「新規作成」から夫婦50割やペア割などを登録してください。"
      keyword="割引名・備考"
      filters={<ActiveFilter />}
      exportName="割引ルール一覧"
      columns={columns}
      extra={
        copyOut.can && (
          <CopyToCinemasButton
            noun={L.copySources}
            ids={copyOut.ids}
            copy={(body) => call(discountRuleEndpoints.copyToCinemas, { body }, { successMessage: false })}
            onCopied={async () => {
              copyOut.clear();
              await qc.invalidateQueries({ queryKey: discountRuleKeys.all });
            }}
          />
        )
      }
      rowSelection={copyOut.rowSelection}
      actions={{ edit: (r) => pathTo('/disCountRules/edit/:id', { id: r.id }) }}
      remove={{ endpoint: discountRuleEndpoints.delete, name: (r) => r.name }}
    />
  );
}
