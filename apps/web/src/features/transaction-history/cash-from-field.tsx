import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select } from 'antd';
import { cashFromMessages, transactionActionEndpoints } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { dateTime, num } from '../../lib/format.js';

// Every yen in a drawer: cash a console refund or void gives back is paid from a register the user
// names, or from the cinema's office cash, and shows in that レジ精算 (docs/sales.md, "drawers").

export function usePayoutOptions(saleId: string) {
  return useQuery({
    ...endpointQuery(['transactionHistory', 'payoutOptions', saleId], transactionActionEndpoints.payoutOptions, {
      query: { id: saleId },
    }),
    staleTime: 0,
  });
}

/** 現金の払戻元: asked only when cash goes back and no drawer of the sale's own takes it. */
export function CashFromField(props: { saleId: string; kind: 'refund' | 'void' }) {
  const options = usePayoutOptions(props.saleId).data;
  if (!options || options.cash <= 0) return null;
  if (props.kind === 'void' && options.voidDrawer)
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`現金 ${num(options.cash)}円は販売したレジから返金されます。`}
      />
    );
  return (
    <Form.Item
      name="cashFrom"
      label="現金の払戻元"
      extra={`この取引の現金 ${num(options.cash)}円のうち払戻分を、選んだレジ（またはお客様対応の事務所現金）から返金し、そのレジ精算に計上します。`}
      rules={[{ required: true, message: cashFromMessages.required }]}
    >
      <Select
        aria-label="現金の払戻元"
        placeholder="レジを選択"
        options={[
          ...options.drawers.map((d) => ({
            value: d.id,
            label: `${d.deviceName}${d.staffName ? `（${d.staffName}）` : ''} ${dateTime(d.openedAt)}〜`,
          })),
          { value: 'office', label: '事務所現金' },
        ]}
      />
    </Form.Item>
  );
}
