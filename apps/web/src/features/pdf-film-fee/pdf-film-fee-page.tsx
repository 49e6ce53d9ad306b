import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Spin } from 'antd';
import { lastMonthInJapan, pdfFilmFeeEndpoints, type PdfFilmFeeQuery } from '@cinema/contracts';
import { callFile } from '../../api/file-call.js';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { PageHeader } from '../../ui/page-header.js';
import { PrintDocumentView, useDocumentPrint } from '../../ui/print-document/print-document.js';
import { FilmFeeCriteria, type Criteria } from './pdf-film-fee-criteria.js';

// /pdf-film-fee 映画料精算書 (docs/accounting.md, "映画料精算書"): a 配給会社's CONFIRMED film fees of a month as the
// PDF the server makes (shown in the page, ダウンロード), and 印刷 of the same document as print HTML.

const pdfFilmFeeKeys = featureKeys('pdfFilmFee');

/** The PDF as an object URL for the viewer and the download, released when it changes or the page closes. */
function usePdfUrl(query: PdfFilmFeeQuery | null, enabled: boolean) {
  const pdf = useQuery({
    queryKey: [...pdfFilmFeeKeys.all, 'pdf', query],
    queryFn: () => (query ? callFile(pdfFilmFeeEndpoints.pdf, { query }) : null),
    enabled: enabled && query !== null,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, loading: pdf.isFetching };
}

export default function PdfFilmFeePage() {
  const [params, setParams] = useSearchParams();
  const [lastMonth] = useState(() => lastMonthInJapan());
  const criteria: Criteria = {
    month: params.get('month') ?? lastMonth,
    distributorId: Number(params.get('distributorId')) || undefined,
    cinemaId: Number(params.get('cinemaId')) || undefined,
  };
  const { month, distributorId, cinemaId } = criteria;
  const query: PdfFilmFeeQuery | null = distributorId ? { month, distributorId, cinemaId } : null;
  const doc = useQuery({
    ...endpointQuery(pdfFilmFeeKeys.detail(query), pdfFilmFeeEndpoints.document, {
      query: query ?? { month, distributorId: 0 },
    }),
    enabled: query !== null,
  });
  const hasRows = (doc.data?.table.rows.length ?? 0) > 0;
  const pdf = usePdfUrl(query, hasRows);
  const { printing, print } = useDocumentPrint();
  const change = (c: Criteria) =>
    setParams(
      Object.fromEntries(
        Object.entries({ month: c.month, distributorId: c.distributorId, cinemaId: c.cinemaId })
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      ),
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="映画料精算書"
        sub="確定済みの映画料を配給会社ごとに精算書（仕入明細書）にします"
        extra={
          <>
            <Button disabled={!hasRows} onClick={print}>
              印刷
            </Button>
            <Button
              type="primary"
              disabled={!pdf.url || !doc.data}
              href={pdf.url ?? undefined}
              download={doc.data?.fileName}
            >
              ダウンロード
            </Button>
          </>
        }
      />
      <FilmFeeCriteria value={criteria} onChange={change} />
      {!query ? (
        <Empty description="配給会社と対象月を選ぶと、その月の確定済みの映画料の精算書を表示します" />
      ) : doc.isError ? (
        <Alert type="error" showIcon title={doc.error.message} />
      ) : doc.isLoading ? (
        <Spin />
      ) : !hasRows ? (
        <Empty description={doc.data?.table.empty} />
      ) : pdf.url ? (
        <object
          data={pdf.url}
          type="application/pdf"
          title={doc.data?.fileName}
          aria-label="映画料精算書のPDF"
          style={{ width: '100%', height: '75vh', border: '1px solid #d9d9d9' }}
        >
          <Empty description="このブラウザではPDFを表示できません。ダウンロードしてご覧ください" />
        </object>
      ) : (
        <Spin />
      )}
      {printing && doc.data && <PrintDocumentView doc={doc.data} />}
    </>
  );
}
