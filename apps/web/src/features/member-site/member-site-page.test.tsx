// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ja, memberCardBarcode, memberSiteEndpoints, permissionTypes, type MemberSiteSetting } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MemberSitePage from './member-site-page.js';

const setting: MemberSiteSetting = {
  signupEnabled: true,
  signupSystemId: 4,
  cardBackgroundColor: '#1f3a5f',
  cardTextColor: '#ffffff',
  cardImage: null,
  cardCode: 'qr',
  signupFields: {
    kana: 'required',
    birthDate: 'optional',
    gender: 'optional',
    postalCode: 'hidden',
    prefectureCode: 'optional',
    phone: 'required',
  },
  termsText: '第1条 この規約は会員制度に適用します。',
  privacyText: null,
  welcomeText: 'いつもありがとうございます',
  notesText: null,
  version: 3,
  updatedAt: '2026-04-01T00:00:00.000Z',
  systems: [
    { id: 4, name: 'シネマラインメンバーズ' },
    { id: 5, name: 'プレミアム会員' },
  ],
  brandCode: 'CL',
};
let refuse: false | 'stale' | 'invalid' = false;
const lastSaved = { userName: 'suzuki', savedAt: '2026-04-02T01:30:00.000Z' };
const { sentTo } = stubEndpoints([
  on(memberSiteEndpoints.detail, () => setting),
  on(memberSiteEndpoints.update, ({ body }) => {
    if (refuse === 'stale')
      return reply(409, { success: false, code: 'stale_version', message: ja.staleVersion, lastSaved });
    if (refuse === 'invalid')
      return reply(400, {
        success: false,
        code: 'validation_failed',
        message: '「入会する会員制度」に選択できないものが含まれています',
        errors: [{ field: 'signupSystemId', message: '「入会する会員制度」に選択できないものが含まれています' }],
      });
    return { ...setting, ...body, version: setting.version + 1 };
  }),
]);

beforeEach(() => {
  refuse = false;
  signIn(testSession('headOffice', { permissionMap: { membership: [...permissionTypes] } }));
});
const user = userEvent.setup({ delay: null });
const open = async () => {
  renderWithProviders(<MemberSitePage />, { path: '/endUser-customizePage' });
  return screen.findByTestId('member-card-preview');
};

describe('/endUser-customizePage 会員サイト設定', () => {
  it('shows the settings, where the member pages live, and a preview of the card with its QR', async () => {
    const preview = await open();
    expect(screen.getByText(/\/site\/CL\/\{劇場コード\}\/member\//)).toBeTruthy();
    expect(within(preview).getByText('シネマラインメンバーズ')).toBeTruthy();
    expect(within(preview).getByText('CL00000001')).toBeTruthy();
    expect(preview.querySelector('svg')).not.toBeNull();
    expect(screen.getByDisplayValue('第1条 この規約は会員制度に適用します。')).toBeTruthy();
    expect(screen.getByTestId('card-contrast').textContent).toContain('合格');
  });

  it('follows the colours as they are typed, with the contrast ratio, and drops the QR when asked', async () => {
    const preview = await open();
    const bg = screen.getByLabelText('カードの背景色');
    fireEvent.change(bg, { target: { value: '#fafafa' } });
    await waitFor(() => expect(preview.style.background).toContain('250, 250, 250'));
    await waitFor(() => expect(screen.getByTestId('card-contrast').textContent).toContain('不足'));
    expect(
      await screen.findByText(/「カードの文字色」と「カードの背景色」のコントラスト比が1\.\d\d:1です/),
    ).toBeTruthy();
    await user.click(screen.getByLabelText('表示しない（会員番号のみ）'));
    await waitFor(() => expect(preview.querySelector('svg')).toBeNull());
  });

  it('draws the CODE128 barcode of the sample 会員番号 when the card shows a barcode', async () => {
    const preview = await open();
    await user.click(screen.getByLabelText('バーコード（CODE128）'));
    const img = await within(preview).findByAltText('会員番号のバーコード', {}, { timeout: 10_000 });
    expect(preview.querySelector('svg')).toBeNull();
    // bwip-js's CODE128 of the sample member's number, drawn as マイページ draws it.
    const { toSVG } = await import('bwip-js/browser');
    const want = toSVG(memberCardBarcode('CL00000001'));
    expect(img.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(want)}`);
  });

  it('saves the whole setting with the version read', async () => {
    await open();
    const phone = screen.getByText('電話番号').closest('.ant-form-item')!;
    await user.click(within(phone as HTMLElement).getByText('任意'));
    await user.clear(screen.getByLabelText('マイページのごあいさつ'));
    await user.type(screen.getByLabelText('マイページのごあいさつ'), 'ようこそ');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sentTo(memberSiteEndpoints.update)).toHaveLength(1));
    expect(sentTo(memberSiteEndpoints.update)[0]).toMatchObject({
      version: 3,
      signupEnabled: true,
      signupSystemId: 4,
      welcomeText: 'ようこそ',
      signupFields: { phone: 'optional', postalCode: 'hidden', kana: 'required' },
      cardCode: 'qr',
    });
  });

  it('shows the server’s message on its field, and who saved last on a stale save', async () => {
    await open();
    refuse = 'invalid';
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(
      await screen.findByText('「入会する会員制度」に選択できないものが含まれています', { selector: 'div' }),
    ).toBeTruthy();
    refuse = 'stale';
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(ja.staleVersion)).toBeTruthy();
    expect(screen.getByText('suzukiさんが 2026-04-02 10:30 に保存しました。')).toBeTruthy();
  });

  it('shows a view-only role the settings without 保存', async () => {
    signIn(testSession('headOffice', { permissionMap: { membership: ['view'] } }));
    await open();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
