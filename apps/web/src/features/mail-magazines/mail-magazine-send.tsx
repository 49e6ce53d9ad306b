import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import {
  mailMagazineEndpoints,
  mailMagazineLabels as L,
  type MailMagazine,
  type MailMagazineInput,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { dateTime, figure } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { mailMagazineKeys } from './mail-magazine-queries.js';

/** テスト送信: the form's content as a member gets it, to the address typed. */
export function TestSendCard() {
  const form = Form.useFormInstance<MailMagazineInput>();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setError(null);
    const values = await form.validateFields(['subject', 'body']).catch(() => null);
    if (!values) return;
    const all = form.getFieldsValue(true) as MailMagazineInput;
    setSending(true);
    try {
      await call(
        mailMagazineEndpoints.testSend,
        {
          body: {
            subject: all.subject,
            body: all.body,
            bodyFormat: all.bodyFormat,
            memberFilterId: all.memberFilterId ?? null,
            to,
          },
        },
        { alert: false },
      );
    } catch (err) {
      setError(err instanceof ApiError ? (err.errors[0]?.message ?? err.message) : String(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <Card title="テスト送信" size="small" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        入力中の内容を、件名に【テスト送信】を付けて指定のアドレスへ1通送ります（配信対象の最初の会員の内容で差し込みます）。
      </Typography.Paragraph>
      <Flex gap={8}>
        <Input
          aria-label={L.to}
          placeholder="test@example.jp"
          value={to}
          maxLength={254}
          onChange={(e) => setTo(e.target.value)}
          status={error ? 'error' : undefined}
        />
        <Button onClick={() => void send()} loading={sending} disabled={!to.trim()}>
          テスト送信
        </Button>
      </Flex>
      {error && <Alert style={{ marginTop: 8 }} type="error" showIcon message={error} />}
    </Card>
  );
}

/**
 * 送信 (or 予約) of a saved draft: asks first with how many members it reaches, and saves what the form holds before
 * it sends, so what goes out is what is on the screen.
 */
export function SendCard({ record }: { record: MailMagazine }) {
  const form = Form.useFormInstance<MailMagazineInput>();
  const qc = useQueryClient();
  const start = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const all = form.getFieldsValue(true) as MailMagazineInput;
    if (!all.memberFilterId) {
      form.setFields([{ name: 'memberFilterId', errors: ['「配信対象（会員フィルター）」を選択してください'] }]);
      return;
    }
    const audience = await call(mailMagazineEndpoints.audience, { body: { memberFilterId: all.memberFilterId } });
    const scheduled = all.sendMode === 'scheduled';
    confirmAction({
      title: scheduled ? 'メールマガジンの送信を予約しますか？' : 'メールマガジンを送信しますか？',
      content: (
        <>
          <p>
            「{all.subject}」を {figure(audience.sendable)}人 の会員へ送信します。
          </p>
          {scheduled && <p>送信予定日時：{dateTime(all.scheduledAt ?? null)}</p>}
          <p>送信を始めると内容は変更できません（一時停止・取消はできます）。</p>
        </>
      ),
      okText: scheduled ? '予約する' : '送信する',
      onOk: async () => {
        const saved = await call(
          mailMagazineEndpoints.update,
          { body: { ...all, id: record.id, version: record.version } },
          { successMessage: false },
        );
        await call(mailMagazineEndpoints.send, { body: { id: saved.id, version: saved.version } });
        // The page shows the delivery once the magazine is no longer a draft.
        await qc.invalidateQueries({ queryKey: mailMagazineKeys.all });
      },
    });
  };
  return (
    <Card title="送信" size="small" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        「今すぐ送信」は配信対象を確定して送信を始めます。「日時を指定して送信」はその日時に配信対象を確定して送信します。
      </Typography.Paragraph>
      <Button type="primary" danger onClick={() => void start()}>
        送信…
      </Button>
    </Card>
  );
}
