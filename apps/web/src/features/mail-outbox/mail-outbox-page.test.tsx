import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mailEndpoints, mailMessages, permissionTypes } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MailOutboxPage from './mail-outbox-page.js';

const MAIL_ID = '20261125-101500-0a1b2c3d';
let transport: 'file' | 'smtp' = 'file';

stubEndpoints([
  on(mailEndpoints.outboxList, () => ({
    transport,
    folder: transport === 'file' ? '/srv/data/mail' : null,
    total: transport === 'file' ? 1 : 0,
    page: 0,
    pageSize: 50,
    list:
      transport === 'file'
        ? [
            {
              id: MAIL_ID,
              at: '2026-11-25T01:15:00Z',
              to: 'taro@example.jp',
              subject: '【シネマライン新宿】チケット購入完了のお知らせ（予約番号：10000042）',
              transactionId: '01936b8e-7c2a-7000-8000-000000000001',
              transactionNo: '10000042',
              emailStatus: 'sent' as const,
            },
          ]
        : [],
  })),
  on(mailEndpoints.outboxDetail, ({ params }) => ({
    id: params.mailId,
    at: '2026-11-25T01:15:00Z',
    from: '"シネマライン新宿" <tickets@example.jp>',
    replyTo: null,
    to: 'taro@example.jp',
    subject: '【シネマライン新宿】チケット購入完了のお知らせ（予約番号：10000042）',
    messageId: '<x@example.jp>',
    transactionId: null,
    text: '山田 太郎 様\n■ 予約番号\n10000042\n',
    html: '<p>予約番号：<strong>10000042</strong></p><img src="data:image/png;base64,iVBORw0KGgo=" alt="D列10番のQRコード"><script>parent.alert(1)</script>',
    attachments: [{ filename: 'ticket-10000042-D-10.png', contentType: 'image/png', size: 812 }],
  })),
]);

beforeEach(() => {
  transport = 'file';
  signIn(testSession('operator', { permissionMap: { system: [...permissionTypes] } }));
});

describe('送信メール', () => {
  it('lists written mails and opens one in a sandboxed frame with its text part', async () => {
    renderWithProviders(<MailOutboxPage />, { path: '/mail-outbox' });
    const subject = await screen.findByText('【シネマライン新宿】チケット購入完了のお知らせ（予約番号：10000042）');
    expect(screen.getByText('taro@example.jp')).toBeTruthy();
    expect(screen.getByText('送信済み')).toBeTruthy();
    expect(screen.getByText('保存先：/srv/data/mail（.eml ファイルはメールソフトで開けます）')).toBeTruthy();
    fireEvent.click(subject);
    const frame = await screen.findByTitle<HTMLIFrameElement>('メール本文（HTML）');
    // No scripts and no same origin: the mail's HTML cannot reach the console.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('data:image/png;base64,');
    expect(screen.getByText('ticket-10000042-D-10.png（1KB）')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'テキスト' }));
    await waitFor(() => expect(screen.getByText(/山田 太郎 様/)).toBeTruthy());
  });

  it('says mail goes to the SMTP server when one is configured', async () => {
    transport = 'smtp';
    renderWithProviders(<MailOutboxPage />, { path: '/mail-outbox' });
    expect(await screen.findByText(mailMessages.smtpInUse)).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });
});
