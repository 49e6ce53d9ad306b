import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  mailMagazineEndpoints,
  memberFilterEndpoints,
  permissionTypes,
  type MailMagazine,
  type MailRecipient,
} from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MailMagazineCreatePage from './mail-magazine-form-page.js';
import MailMagazineListPage from './mail-magazine-list-page.js';
import MailMagazineUpdatePage from './mail-magazine-update-page.js';
import { chooseOption } from '../../test/select.js';

// メールマガジン's screens: the list with each status and its counts, the compose form (placeholders checked as the
// contract checks them, the API's preview, テスト送信, 送信 asking with the count first), and the delivery of a
// magazine no longer a draft, with 一時停止.

const session = testSession('headOffice', { permissionMap: { membership: [...permissionTypes] } });
const base: MailMagazine = {
  id: 7,
  brandId: 1,
  subject: '{{氏名}}様 11月のおすすめ',
  category: 'campaign',
  bodyFormat: 'text',
  body: '{{氏名}}様\n今月は{{ランク}}の方に',
  memberFilterId: 3,
  memberFilterName: 'ゴールド会員',
  sendMode: 'now',
  scheduledAt: null,
  ratePerMinute: 600,
  status: 'draft',
  recipientCount: 0,
  sentCount: 0,
  bouncedCount: 0,
  failedCount: 0,
  skippedCount: 0,
  unsubscribedCount: 0,
  startedAt: null,
  finishedAt: null,
  version: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const sending: MailMagazine = {
  ...base,
  id: 8,
  subject: '年末のご案内',
  status: 'sending',
  recipientCount: 1200,
  sentCount: 800,
  bouncedCount: 3,
  failedCount: 1,
  skippedCount: 2,
  unsubscribedCount: 4,
  startedAt: '2026-11-20T01:00:00.000Z',
};
const recipient: MailRecipient = {
  id: 1,
  memberId: 20,
  memberNo: 'CL00000020',
  name: '高橋 美咲',
  email: 'm***@example.jp',
  status: 'bounced',
  attempts: 1,
  error: '宛先が拒否されました: 550 user unknown',
  sentAt: null,
  unsubscribedAt: null,
};
let stored: MailMagazine = base;
const { sentTo } = stubEndpoints([
  on(mailMagazineEndpoints.list, () => ({ list: [base, sending], total: 2, page: 0, pageSize: 20 })),
  on(mailMagazineEndpoints.detail, ({ params }) => (params.id === '8' ? sending : stored)),
  on(mailMagazineEndpoints.create, ({ body }) => ({ ...base, ...(body as object), id: 9 })),
  on(mailMagazineEndpoints.update, () => ({ ...stored, version: stored.version + 1 })),
  on(mailMagazineEndpoints.send, () => ({ ...stored, status: 'sending' as const })),
  on(mailMagazineEndpoints.pause, () => ({ ...sending, status: 'paused' as const })),
  on(mailMagazineEndpoints.preview, ({ body }) => ({
    subject: String(body?.subject ?? '').replace('{{氏名}}', '高橋 美咲'),
    text: '',
    html: '<p>高橋 美咲様</p>',
    member: body?.memberFilterId ? { memberNo: 'CL00000020', name: '高橋 美咲' } : null,
  })),
  on(mailMagazineEndpoints.audience, () => ({ matched: 15, sendable: 14 })),
  on(mailMagazineEndpoints.testSend, ({ body }) =>
    body?.to === 'bad@example.jp'
      ? reply(400, {
          success: false,
          message: '入力内容を確認してください',
          errors: [{ field: 'to', message: 'テストメールを送信できませんでした: 550' }],
        })
      : null,
  ),
  on(mailMagazineEndpoints.recipients, () => ({ list: [recipient], total: 1, page: 0, pageSize: 50 })),
  on(memberFilterEndpoints.list, () => ({
    list: [{ id: 3, name: 'ゴールド会員' }],
    total: 1,
    page: 0,
    pageSize: 9999,
  })),
]);

beforeEach(() => {
  signIn(session);
  stored = base;
  Modal.destroyAll();
});
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const others = { '/mail-magazine': 'メールマガジン一覧へ' };

describe('メールマガジン', () => {
  it('lists each magazine with its status and counts; only a draft offers 編集 and 削除', async () => {
    renderWithProviders(<MailMagazineListPage />, { path: '/mail-magazine' });
    const draftRow = (await screen.findByText('{{氏名}}様 11月のおすすめ')).closest('tr')!;
    expect(within(draftRow).getByText('下書き')).toBeTruthy();
    expect(within(draftRow).getByText('キャンペーン')).toBeTruthy();
    expect(within(draftRow).getByRole('button', { name: '編集' })).toBeTruthy();
    expect(within(draftRow).getByRole('button', { name: '削除' })).toBeTruthy();
    const sendingRow = screen.getByText('年末のご案内').closest('tr')!;
    expect(within(sendingRow).getByText('送信中')).toBeTruthy();
    expect(within(sendingRow).getByText('1,200')).toBeTruthy();
    expect(within(sendingRow).getByText('800')).toBeTruthy();
    expect(within(sendingRow).getByRole('button', { name: '詳細' })).toBeTruthy();
    expect(within(sendingRow).queryByRole('button', { name: '削除' })).toBeNull();
  });

  it('checks the placeholders as the API does, previews, and creates the draft', async () => {
    const { router } = renderWithProviders(<MailMagazineCreatePage />, {
      path: '/mail-magazine/create',
      otherScreens: { ...others, '/mail-magazine/update/:id': '編集画面' },
    });
    // user-event reads { as a key name: {{ types one brace.
    await user.type(await screen.findByLabelText('件名'), '{{{{名前}}様へ');
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    expect(await screen.findByText(/使えない差し込み項目があります: \{\{名前\}\}/)).toBeTruthy();
    expect(screen.getByText('「カテゴリ」を選択してください')).toBeTruthy();
    expect(sentTo(mailMagazineEndpoints.create)).toEqual([]);

    const subject = screen.getByLabelText('件名');
    await user.clear(subject);
    await user.type(subject, '{{{{氏名}}様へ');
    await chooseOption(user, 'カテゴリ', 'お知らせ');
    await chooseOption(user, '配信対象（会員フィルター）', 'ゴールド会員');
    expect(await screen.findByText(/該当 15人、うち送信できる会員 14人/)).toBeTruthy();
    // The API's preview, for the filter's first member.
    expect(await screen.findByText('高橋 美咲様へ')).toBeTruthy();
    expect(await screen.findByText('高橋 美咲さん（CL00000020）の内容で表示しています')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    await waitFor(() => expect(sentTo(mailMagazineEndpoints.create)).toHaveLength(1));
    expect(sentTo(mailMagazineEndpoints.create)[0]).toMatchObject({
      subject: '{{氏名}}様へ',
      category: 'notice',
      memberFilterId: 3,
      sendMode: 'now',
      ratePerMinute: 600,
    });
    // The draft opens for 送信.
    expect(await screen.findByText('編集画面')).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/mail-magazine\/update\/\d+$/);
  });

  it('test-sends to the typed address and shows a refusal on the spot', async () => {
    renderWithProviders(<MailMagazineUpdatePage />, {
      path: '/mail-magazine/update/7',
      route: '/mail-magazine/update/:id',
      otherScreens: others,
    });
    const to = await screen.findByLabelText('テスト送信先');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('件名').value).toBe(base.subject));
    await user.type(to, 'bad@example.jp');
    await user.click(screen.getByRole('button', { name: 'テスト送信' }));
    expect(await screen.findByText('テストメールを送信できませんでした: 550')).toBeTruthy();
    expect(sentTo(mailMagazineEndpoints.testSend)[0]).toMatchObject({ to: 'bad@example.jp', subject: base.subject });
  });

  it('asks with the number of members before sending, then saves and sends the version it read', async () => {
    const confirm = vi.spyOn(Modal, 'confirm');
    renderWithProviders(<MailMagazineUpdatePage />, {
      path: '/mail-magazine/update/7',
      route: '/mail-magazine/update/:id',
      otherScreens: others,
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('件名').value).toBe(base.subject));
    await user.click(screen.getByRole('button', { name: '送信…' }));
    expect(await screen.findByText(/を 14人 の会員へ送信します/)).toBeTruthy();
    expect(sentTo(mailMagazineEndpoints.send)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(sentTo(mailMagazineEndpoints.send)).toHaveLength(1));
    expect(sentTo(mailMagazineEndpoints.update)[0]).toMatchObject({ id: 7, version: 2 });
    expect(sentTo(mailMagazineEndpoints.send)[0]).toEqual({ id: 7, version: 3 });
    confirm.mockRestore();
  });

  it('shows the delivery of a magazine being sent: counts, failed rows, and 一時停止', async () => {
    renderWithProviders(<MailMagazineUpdatePage />, {
      path: '/mail-magazine/update/8',
      route: '/mail-magazine/update/:id',
      otherScreens: others,
    });
    expect(await screen.findByText('メールマガジンの配信状況')).toBeTruthy();
    const counts = screen.getByText('配信状況').closest('.ant-card')!;
    expect(within(counts as HTMLElement).getByText('1,200')).toBeTruthy();
    // 1,200 − (800 sent + 3 不達 + 1 失敗 + 2 除外) still to go.
    expect(within(counts as HTMLElement).getByText('394')).toBeTruthy();
    expect(await screen.findByText('宛先が拒否されました: 550 user unknown')).toBeTruthy();
    expect(within(screen.getByText('高橋 美咲').closest('tr')!).getByText('不達')).toBeTruthy();
    expect(screen.queryByLabelText('件名')).toBeNull();
    await user.click(screen.getByRole('button', { name: '一時停止' }));
    await waitFor(() => expect(sentTo(mailMagazineEndpoints.pause)).toEqual([{ id: 8, version: 2 }]));
  });
});
