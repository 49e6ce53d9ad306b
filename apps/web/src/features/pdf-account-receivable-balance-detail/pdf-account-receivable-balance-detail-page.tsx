import { Link } from 'react-router';
import { Button, Form, Select } from 'antd';
import {
  pathTo,
  pdfAccountReceivableBalanceDetailEndpoints as endpoints,
  pdfArDetailLabels as L,
} from '@cinema/contracts';
import { useArPartyOptions } from '../../entities/accounting/ar-options.js';
import { kanaSearch } from '../../lib/option-search.js';
import { useUrlCriteria, type UrlCriteria } from '../../lib/url-criteria.js';
import { PdfDocumentScreen } from '../../ui/print-document/pdf-document-screen.js';
import { MonthField } from '../../ui/month-field.js';

// /pdf-account-receivable-balance-detail 売掛金残高明細表（得意先元帳） (docs/accounting.md, "売掛金残高明細表"): one
// client's ledger for the month, or every client with activity, as the PDF the server makes, ダウンロード and 印刷.
// The criteria are the page's URL (売掛管理's 元帳 links here with the client).

const fields = { month: 'month', clientId: 'number' } as const;
type Criteria = UrlCriteria<typeof fields>;

export default function PdfAccountReceivableBalanceDetailPage() {
  const { criteria, query, change } = useUrlCriteria(fields);
  const { data: options, isLoading } = useArPartyOptions();
  return (
    <PdfDocumentScreen
      title="売掛金残高明細表"
      sub="取引先ごとの得意先元帳（前月繰越・売上・入金・相殺・残高・月計）を出力します"
      endpoints={endpoints}
      queryKey={['pdfAccountReceivableBalanceDetail']}
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
          <Form.Item name="clientId" label={L.clientId}>
            <Select<number>
              aria-label={L.clientId}
              placeholder="残高・動きのある全取引先"
              allowClear
              showSearch={kanaSearch}
              loading={isLoading}
              style={{ minWidth: 240 }}
              options={(options?.clients ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
            />
          </Form.Item>
        </Form>
      }
    />
  );
}
