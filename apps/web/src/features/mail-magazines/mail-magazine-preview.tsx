import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Skeleton, Typography } from 'antd';
import { mailMagazineEndpoints, type MailBodyFormat } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { mailMagazineKeys } from './mail-magazine-queries.js';

const DEBOUNCE_MS = 400;

/** The value after it stopped changing for a moment, so typing does not call the API at every key. */
function useSettled<T>(value: T, ms = DEBOUNCE_MS) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

export interface PreviewInput {
  subject: string;
  body: string;
  bodyFormat: MailBodyFormat;
  memberFilterId: number | null;
}

/** The mail as one member gets it: rendered by the API (the same fill and the same HTML clean-up as the send). */
export function MailPreviewCard({ input }: { input: PreviewInput }) {
  const settled = useSettled(input);
  const preview = useQuery({
    ...endpointQuery(mailMagazineKeys.options('preview', settled), mailMagazineEndpoints.preview, { body: settled }),
    placeholderData: (previous) => previous,
  });
  const who = preview.data?.member;
  return (
    <Card title="プレビュー" size="small" style={{ marginBottom: 16 }}>
      {preview.isError ? (
        <Alert type="warning" showIcon message="プレビューを表示できませんでした。入力内容を確認してください。" />
      ) : !preview.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {who
              ? `${who.name}さん（${who.memberNo}）の内容で表示しています`
              : '見本の会員（見本 花子）の内容で表示しています'}
          </Typography.Paragraph>
          <Typography.Paragraph strong aria-label="件名のプレビュー">
            {preview.data.subject || '（件名なし）'}
          </Typography.Paragraph>
          {/* The HTML part in a frame with no script and no same origin: what the body holds can reach nothing. */}
          <iframe
            title="本文のプレビュー"
            sandbox=""
            srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif;font-size:14px">${preview.data.html}</body>`}
            style={{ width: '100%', minHeight: 320, border: '1px solid #f0f0f0', borderRadius: 6 }}
          />
        </>
      )}
    </Card>
  );
}

/** The preview of what the form holds now. */
export function FormPreview() {
  const subject = Form.useWatch<string | undefined>('subject') ?? '';
  const body = Form.useWatch<string | undefined>('body') ?? '';
  const bodyFormat = Form.useWatch<MailBodyFormat | undefined>('bodyFormat') ?? 'text';
  const memberFilterId = Form.useWatch<number | null | undefined>('memberFilterId') ?? null;
  return <MailPreviewCard input={{ subject, body, bodyFormat, memberFilterId }} />;
}
