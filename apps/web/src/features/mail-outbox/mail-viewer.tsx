import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Spin, Tabs, Typography } from 'antd';
import { mailEndpoints } from '@cinema/contracts';
import { endpointQuery, featureKeys } from '../../api/query.js';
import { dateTime, text } from '../../lib/format.js';

export const mailKeys = featureKeys('mail');

/**
 * One written mail: the HTML part in a sandboxed frame (no scripts, no same origin, images inline
 * as data: URLs), the text part as written, and the headers.
 */
export function MailViewer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useQuery({
    ...endpointQuery(mailKeys.detail(id), mailEndpoints.outboxDetail, { params: { mailId: id ?? '' } }),
    enabled: id !== null,
  });
  const m = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} width={760} title={m?.subject ?? 'メール'} destroyOnHidden>
      {detail.isLoading && <Spin />}
      {detail.isError && <Alert type="error" showIcon message="メールを読み込めませんでした。" />}
      {m && (
        <>
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="日時">{dateTime(m.at)}</Descriptions.Item>
            <Descriptions.Item label="差出人">{m.from}</Descriptions.Item>
            <Descriptions.Item label="宛先">{m.to}</Descriptions.Item>
            <Descriptions.Item label="返信先">{text(m.replyTo)}</Descriptions.Item>
            <Descriptions.Item label="添付">
              {m.attachments.length
                ? m.attachments.map((a) => `${a.filename}（${Math.ceil(a.size / 1024)}KB）`).join('、')
                : '-'}
            </Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'html',
                label: 'HTML',
                children: (
                  <iframe
                    title="メール本文（HTML）"
                    sandbox=""
                    srcDoc={m.html}
                    style={{ width: '100%', height: 640, border: '1px solid #d9d9d9', background: '#fff' }}
                  />
                ),
              },
              {
                key: 'text',
                label: 'テキスト',
                children: (
                  <Typography.Paragraph>
                    <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.text}</pre>
                  </Typography.Paragraph>
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
