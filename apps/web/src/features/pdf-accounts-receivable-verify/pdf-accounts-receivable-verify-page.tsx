import { Link } from 'react-router';
import { Button, Form, InputNumber, Select } from 'antd';
import { pathTo, pdfAccountsReceivableVerifyEndpoints as endpoints, pdfArVerifyLabels as L } from '@cinema/contracts';
import { useArPartyOptions } from '../../entities/accounting/ar-options.js';
import { kanaSearch } from '../../lib/option-search.js';
import { useUrlCriteria, type UrlCriteria } from '../../lib/url-criteria.js';
import { PdfDocumentScreen } from '../../ui/print-document/pdf-document-screen.js';
import { MonthField } from '../../ui/month-field.js';

// /pdf-accounts-receivable-verify 売掛金残高確認書 (docs/accounting.md, "売掛金残高確認書"): a letter per 取引先 whose
// balance at the month's end is at least 残高の下限 (or the one client chosen), one page each, as the PDF the server
// makes, ダウンロード and 印刷. The criteria are the page's URL.

const fields = { month: 'month', minBalance: 'number', clientId: 'number' } as const;
type Criteria = UrlCriteria<typeof fields>;

export default function PdfAccountsReceivableVerifyPage() {
  const { criteria, query, change } = useUrlCriteria(fields);
  const { data: options, isLoading } = useArPartyOptions();
  return (
    <PdfDocumentScreen
      title="売掛金残高確認書"
      sub="基準日（対象月末）の売掛金残高を取引先に確認する依頼状と回答書を、1取引先1ページで出力します"
      endpoints={endpoints}
      queryKey={['pdfAccountsReceivableVerify']}
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
          <Form.Item name="minBalance" label={L.minBalance} normalize={(v: number | null) => v ?? undefined}>
            <InputNumber<number>
              aria-label={L.minBalance}
              placeholder="1"
              min={1}
              max={99_999_999_999}
              precision={0}
              suffix="円以上"
              style={{ width: 180 }}
            />
          </Form.Item>
          <Form.Item name="clientId" label={L.clientId}>
            <Select<number>
              aria-label={L.clientId}
              placeholder="下限以上の全取引先"
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
