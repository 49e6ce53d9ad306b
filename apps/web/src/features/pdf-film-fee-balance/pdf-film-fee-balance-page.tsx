import { Link } from 'react-router';
import { Button, Checkbox, Form } from 'antd';
import { pathTo, pdfFilmFeeBalanceEndpoints as endpoints, pdfFilmFeeBalanceLabels as L } from '@cinema/contracts';
import { useUrlCriteria, type UrlCriteria } from '../../lib/url-criteria.js';
import { PdfDocumentScreen } from '../../ui/print-document/pdf-document-screen.js';
import { MonthField } from '../../ui/month-field.js';

// /pdf-film-fee-balance 未払映画料残高一覧表 (docs/accounting.md, "未払映画料残高一覧表"): what the brand owes each 配給会社
// at the month's end, from 買掛・未払, as the PDF the server makes, ダウンロード and 印刷. The criteria are the URL.

const fields = { month: 'month', hideZero: 'flag' } as const;
type Criteria = UrlCriteria<typeof fields>;

export default function PdfFilmFeeBalancePage() {
  const { criteria, query, change } = useUrlCriteria(fields);
  return (
    <PdfDocumentScreen
      title="未払映画料残高一覧表"
      sub="配給会社ごとの前月末残高・当月発生・当月支払・相殺・当月末残高と支払予定日を出力します"
      endpoints={endpoints}
      queryKey={['pdfFilmFeeBalance']}
      query={query}
      prompt="対象月を選んでください"
      extra={
        <Link to={pathTo('/account-payable')}>
          <Button>買掛・未払</Button>
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
          <Form.Item name="hideZero" valuePropName="checked">
            <Checkbox>{L.hideZero}</Checkbox>
          </Form.Item>
        </Form>
      }
    />
  );
}
