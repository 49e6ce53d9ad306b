import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Spin } from 'antd';
import type { PrintBatch, PrintDocument } from '@cinema/contracts';
import type { EndpointDef } from '@cinema/contracts/endpoint';
import { callFile } from '../../api/file-call.js';
import { endpointQuery } from '../../api/query.js';
import { PageHeader } from '../page-header.js';
import { PrintBatchView, useDocumentPrint } from './print-document.js';

// The screen of a PDF document (docs/pdf-documents.md, "An endpoint"): the criteria (the page's URL, given by the
// feature), the PDF the server makes shown in the page with ダウンロード under the document's file name, and 印刷 of the
// same document as print HTML. Nothing is fetched until the criteria are complete (`query` null). A batch of documents
// (one letter per 取引先) is one PDF and prints each document from a new page.

interface DocumentEndpoints {
  pdf: EndpointDef;
  document: EndpointDef;
}

/** The PDF as an object URL for the viewer and the download, released when it changes or the page closes. */
function usePdfUrl(endpoint: EndpointDef, key: readonly unknown[], query: object | null, enabled: boolean) {
  const pdf = useQuery({
    queryKey: [...key, 'pdf', query],
    queryFn: () => (query ? callFile(endpoint, { query }) : null),
    enabled: enabled && query !== null,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, loading: pdf.isFetching };
}

/** One document, or a batch of them (one 残高確認書 per 取引先), as a batch: what the screen shows and prints. */
const asBatch = (d: PrintDocument | PrintBatch): PrintBatch =>
  'documents' in d ? d : { fileName: d.fileName, empty: d.table.empty, documents: [d] };

export function PdfDocumentScreen({
  title,
  sub,
  endpoints,
  queryKey,
  query,
  criteria,
  prompt,
  extra,
}: {
  title: string;
  sub: string;
  endpoints: DocumentEndpoints;
  /** The feature's query key root. */
  queryKey: readonly unknown[];
  /** The document's query, null while a required criterion is missing. */
  query: object | null;
  criteria: ReactNode;
  /** What to choose while `query` is null. */
  prompt: string;
  /** More header buttons (a link back to the screen the document comes from). */
  extra?: ReactNode;
}) {
  const doc = useQuery({
    ...endpointQuery([...queryKey, 'document', query], endpoints.document, {
      query: query ?? {},
    }),
    enabled: query !== null,
    select: (d) => asBatch(d as unknown as PrintDocument | PrintBatch),
  });
  const hasRows = doc.data?.documents.some((d) => d.table.rows.length > 0) ?? false;
  const pdf = usePdfUrl(endpoints.pdf, queryKey, query, hasRows);
  const { printing, print } = useDocumentPrint();
  return (
    <>
      <PageHeader
        title={title}
        sub={sub}
        extra={
          <>
            {extra}
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
      {criteria}
      {!query ? (
        <Empty description={prompt} />
      ) : doc.isError ? (
        <Alert type="error" showIcon title={doc.error.message} />
      ) : doc.isLoading ? (
        <Spin />
      ) : !hasRows ? (
        <Empty description={doc.data?.empty} />
      ) : pdf.url ? (
        <object
          data={pdf.url}
          type="application/pdf"
          title={doc.data?.fileName}
          aria-label={`${title}のPDF`}
          style={{ width: '100%', height: '75vh', border: '1px solid #d9d9d9' }}
        >
          <Empty description="このブラウザではPDFを表示できません。ダウンロードしてご覧ください" />
        </object>
      ) : (
        <Spin />
      )}
      {printing && doc.data && <PrintBatchView docs={doc.data.documents} />}
    </>
  );
}
