import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, Typography } from 'antd';
import { websiteEndpoints, websitePageKind, type WebsitePageKind } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { useSettled } from '../../lib/use-settled.js';
import { useCinemaId, websiteKeys } from './website-queries.js';

// The live preview (docs/website.md, "the editor"): the real public page rendered by the API from what is typed,
// asked for once typing pauses, shown in a frame with no scripts and no same-origin rights (sandbox="").

export const PREVIEW_DELAY_MS = 600;

export interface WebsitePreviewProps {
  kind: WebsitePageKind;
  id: number | null;
  /** The form's current values; null until the page is loaded. */
  content: Record<string, unknown> | null;
}

export function WebsitePreview({ kind, id, content }: WebsitePreviewProps) {
  const settled = useSettled(content, PREVIEW_DELAY_MS);
  const cinemaId = useCinemaId();
  const preview = useQuery({
    ...endpointQuery([...websiteKeys.all, 'preview', cinemaId, kind, id, settled], websiteEndpoints.preview, {
      body: { kind, content: settled ?? {}, id },
    }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const label = websitePageKind.labels[kind];
  return (
    <Card
      size="small"
      title="プレビュー"
      extra={preview.isFetching && <Spin size="small" aria-label="プレビューを更新中" />}
      styles={{ body: { padding: 0 } }}
    >
      {preview.isError && (
        <Alert
          type="error"
          showIcon
          style={{ margin: 8 }}
          title={`プレビューを表示できません：${preview.error.message}`}
        />
      )}
      {!!preview.data?.errors.length && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: 8 }}
          title="公開前に直すところがあります"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="preview-errors">
              {preview.data.errors.map((e) => (
                <li key={`${e.field}:${e.message}`}>{e.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {preview.data ? (
        <iframe
          title={`${label}のプレビュー`}
          // No scripts, ever; same origin only so its stylesheet and images load (the pages carry no script).
          sandbox="allow-same-origin"
          srcDoc={preview.data.html}
          style={{ width: '100%', height: '75vh', border: 0, display: 'block' }}
        />
      ) : (
        <Typography.Paragraph type="secondary" style={{ padding: 16, margin: 0 }}>
          入力した内容で公開ページを表示します。
        </Typography.Paragraph>
      )}
    </Card>
  );
}
