import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Form, Select, Tag } from 'antd';
import { accountReceivableEndpoints, arInvoiceStatus, arLabels as L, type ArInvoiceStatus } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { kanaSearch } from '../../lib/option-search.js';

// 売掛's query keys and the pickers its tabs share (docs/accounting.md, "売掛").

export const arKeys = featureKeys('accountReceivable');

/** The brand's clients, groups and 入金口座, from 売掛's own endpoint (no other screen's permission needed). */
export const useArOptions = () =>
  useQuery(endpointQuery([...arKeys.all, 'options'], accountReceivableEndpoints.options, {}));

/** Date props for a Form.Item holding 'YYYY-MM-DD'. */
export const dateItem = {
  getValueProps: (v: string | undefined) => ({ value: v ? dayjs(v) : undefined }),
  normalize: (d: dayjs.Dayjs | null) => d?.format('YYYY-MM-DD'),
};

export function ClientFilter({ style = { minWidth: 220 } }: { style?: React.CSSProperties }) {
  const { data } = useArOptions();
  return (
    <Form.Item name="clientId">
      <Select<number>
        aria-label={L.clientId}
        placeholder={L.clientId}
        allowClear
        showSearch={kanaSearch}
        style={style}
        options={(data?.clients ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
      />
    </Form.Item>
  );
}

export function ClientGroupFilter() {
  const { data } = useArOptions();
  return (
    <Form.Item name="clientGroupId">
      <Select<number>
        aria-label={L.clientGroupId}
        placeholder={L.clientGroupId}
        allowClear
        style={{ minWidth: 180 }}
        options={(data?.clientGroups ?? []).map((g) => ({ value: g.id, label: g.name }))}
      />
    </Form.Item>
  );
}

const colors: Record<ArInvoiceStatus, string> = { unpaid: 'orange', partial: 'blue', paid: 'green', void: 'default' };
export const InvoiceStatusTag = ({ status }: { status: ArInvoiceStatus }) => (
  <Tag color={colors[status]}>{arInvoiceStatus.labels[status]}</Tag>
);
