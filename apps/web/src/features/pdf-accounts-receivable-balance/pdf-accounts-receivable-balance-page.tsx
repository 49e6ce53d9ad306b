import { Link } from 'react-router';
import { Button, Checkbox, Form, Select } from 'antd';
import { pathTo, pdfAccountsReceivableBalanceEndpoints as endpoints, pdfArBalanceLabels as L } from '@cinema/contracts';
import { useArPartyOptions } from '../../entities/accounting/ar-options.js';
import { kanaSearch } from '../../lib/option-search.js';
import { useUrlCriteria, type UrlCriteria } from '../../lib/url-criteria.js';
import { PdfDocumentScreen } from '../../ui/print-document/pdf-document-screen.js';
import { MonthField } from '../../ui/month-field.js';

// /pdf-accounts-receivable-balance 売掛金残高一覧表 (docs/accounting.md, "売掛金残高一覧表"): the month's balances per
// 取引先 by 取引先グループ as the PDF the server makes, ダウンロード and 印刷. The criteria are the page's URL.

const fields = { month: 'month', clientGroupId: 'number', clientId: 'number', nonZero: 'flag' } as const;
type Criteria = UrlCriteria<typeof fields>;

export default function PdfAccountsReceivableBalancePage() {
  const { criteria, query, change } = useUrlCriteria(fields);
  const { data: options, isLoading } = useArPartyOptions();
  return (
    <PdfDocumentScreen
      title="売掛金残高一覧表"
      sub="取引先ごとの前月末残高・当月売上・入金・相殺・当月末残高を取引先グループ別に出力します"
      endpoints={endpoints}
      queryKey={['pdfAccountsReceivableBalance']}
      query={query}
      prompt="対象月を選んでください"
      extra={
        <Link to={pathTo('/account-receivable')}>
          <Button>売掛管理</Button>
        </Link>
      }
      criteria={
        <Form<Criteria>
          layout="inline"
          initialValues={criteria}
          onValuesChange={(_, all) => change(all)}
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <MonthField label={L.month} ariaLabel={L.month} />
          <Form.Item name="clientGroupId" label={L.clientGroupId}>
            <Select<number>
              aria-label={L.clientGroupId}
              placeholder="すべて"
              allowClear
              loading={isLoading}
              style={{ minWidth: 180 }}
              options={(options?.clientGroups ?? []).map((g) => ({ value: g.id, label: g.name }))}
            />
          </Form.Item>
          <Form.Item name="clientId" label={L.clientId}>
            <Select<number>
              aria-label={L.clientId}
              placeholder="すべて"
              allowClear
              showSearch={kanaSearch}
              loading={isLoading}
              style={{ minWidth: 220 }}
              options={(options?.clients ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
            />
          </Form.Item>
          <Form.Item name="nonZero" valuePropName="checked">
            <Checkbox>{L.nonZero}</Checkbox>
          </Form.Item>
        </Form>
      }
    />
  );
}
