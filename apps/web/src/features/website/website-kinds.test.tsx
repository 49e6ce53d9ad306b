import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { contrastRatio, ja, websiteEndpoints, websiteMessages, type WebsitePage } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import WebsiteFormPage from './website-form-page.js';
import WebsiteSinglePage from './website-single-page.js';

// What each page kind adds to the editor: a free page's path rule, the price table made from a template and 反映 of
// its changed prices, the FAQ's order, the site's menu order, the colour contrast refusal, the rental inquiry e-mail.

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const staff = testSession('staff', { permissionMap: { website: ['view', 'create', 'update', 'delete'] } });

const pageOf = (kind: WebsitePage['kind'], draft: Record<string, unknown>): WebsitePage => ({
  id: 7,
  cinemaId: 10,
  kind,
  status: 'published',
  draft,
  published: draft,
  publishAt: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  publicPath: 'price',
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedByName: null,
  version: 3,
});
let stored: WebsitePage | null = null;
const { sentTo } = stubEndpoints([
  on(websiteEndpoints.options, () => ({
    cinemaId: 10,
    cinemaName: 'シネマライン新宿',
    siteUrl: 'https://cl.example.jp/site/cl/sjk',
    priceTemplates: [{ id: 3, name: '通常料金' }],
  })),
  on(websiteEndpoints.single, () => stored),
  on(websiteEndpoints.detail, () => stored),
  on(websiteEndpoints.preview, () => ({ html: '<p>preview</p>', errors: [] })),
  on(websiteEndpoints.create, ({ body }) => pageOf(body.kind, body.content)),
  on(websiteEndpoints.update, ({ body }) => ({ ...stored, draft: body.content, version: body.version + 1 })),
  on(websiteEndpoints.priceSuggestion, () => ({
    templateId: 3,
    templateName: '通常料金',
    rows: [
      { label: '一般', price: 2000, note: null },
      { label: '大学生', price: 1600, note: '学生証をご提示ください' },
    ],
  })),
]);
beforeEach(() => {
  stored = null;
  signIn(staff);
});

const save = () => user.click(screen.getByRole('button', { name: '下書き保存' }));
const single = (path: string) => renderWithProviders(<WebsiteSinglePage />, { path });
const lastContent = (endpoint: typeof websiteEndpoints.create | typeof websiteEndpoints.update) =>
  sentTo(endpoint).at(-1)?.content;

describe('each page kind', () => {
  it('refuses a free page path that is not lower-case letters, digits and hyphens', async () => {
    renderWithProviders(<WebsiteFormPage />, { path: '/custom/create', route: '/custom/create' });
    await user.type(await screen.findByRole('textbox', { name: 'タイトル' }), 'アクセス');
    await user.type(screen.getByRole('textbox', { name: 'パス' }), 'Access Map');
    await save();
    expect(
      await screen.findByText('「パス」は半角英小文字・数字とハイフンで入力してください（例：access）'),
    ).toBeTruthy();
    expect(sentTo(websiteEndpoints.create)).toEqual([]);
  });

  it('shows that the template’s prices changed and 反映 brings them into the rows', async () => {
    stored = pageOf('priceTable', {
      title: '料金表',
      templateId: 3,
      rows: [
        { label: '一般', price: 1900, note: null },
        { label: '大学生', price: 1500, note: '学生証をご提示ください' },
      ],
      notes: '',
    });
    renderWithProviders(<WebsiteFormPage />, { path: '/priceTable/update/7', route: '/priceTable/update/:id' });
    const alert = (await screen.findByText('料金テンプレートの料金が変わっています')).closest<HTMLElement>(
      '.ant-alert',
    )!;
    expect(within(alert).getByText(/一般 2000円、大学生 1600円/)).toBeTruthy();
    const price = screen.getByRole<HTMLInputElement>('spinbutton', { name: '1行目の料金（税込）' });
    expect(price.value).toBe('1900');
    await user.click(within(alert).getByRole('button', { name: '反 映' }));
    await waitFor(() => expect(price.value).toBe('2000'));
    expect(screen.queryByText('料金テンプレートの料金が変わっています')).toBeNull();
    await save();
    await waitFor(() =>
      expect(lastContent(websiteEndpoints.update)?.rows).toEqual([
        { label: '一般', price: 2000, note: null },
        { label: '大学生', price: 1600, note: '学生証をご提示ください' },
      ]),
    );
  });

  it('moves a question down and saves the new order', async () => {
    stored = pageOf('commonProblems', {
      title: 'よくある質問',
      items: [
        { question: '駐車場はありますか？', answer: '<p>提携駐車場があります</p>' },
        { question: '再入場できますか？', answer: '<p>できません</p>' },
      ],
    });
    single('/commonProblems');
    await user.click(await screen.findByRole('button', { name: 'Q1を下へ' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Q1の質問' }).value).toBe('再入場できますか？'),
    );
    await save();
    await waitFor(() =>
      expect((lastContent(websiteEndpoints.update)?.items as { question: string }[]).map((i) => i.question)).toEqual([
        '再入場できますか？',
        '駐車場はありますか？',
      ]),
    );
  });

  it('orders the menu’s sections and adds one', async () => {
    single('/websiteSetting');
    const menu = () => screen.getByRole('list', { name: 'メニュー' });
    await user.click(await waitFor(() => within(menu()).getByRole('button', { name: '作品を上へ' })));
    await user.click(screen.getByRole('combobox', { name: 'メニューに項目を追加' }));
    const options = await screen.findAllByTitle('よくある質問');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    await save();
    await waitFor(() =>
      expect(lastContent(websiteEndpoints.create)?.menuSections).toEqual([
        'films',
        'schedule',
        'news',
        'priceTable',
        'admissionInfo',
        'access',
        'commonProblems',
      ]),
    );
  });

  it('shows each colour pair’s contrast and refuses text too faint to read, on the field', async () => {
    single('/colorStyleSetting');
    const text = await screen.findByRole('textbox', { name: '文字色' });
    expect(within(screen.getByTestId('contrast-文字色と背景色')).getByText('合格')).toBeTruthy();
    await user.clear(text);
    await user.type(text, '#cccccc');
    const pair = screen.getByTestId('contrast-文字色と背景色');
    const ratio = contrastRatio('#cccccc', '#ffffff');
    // The ratio follows the typing (the picker's value reaches the form a render later).
    expect(await within(pair).findByText(`コントラスト比 ${ratio.toFixed(2)}:1`)).toBeTruthy();
    expect(within(pair).getByText('不足')).toBeTruthy();
    await save();
    expect(await screen.findByText(websiteMessages.contrast('文字色と背景色', ratio))).toBeTruthy();
    expect(sentTo(websiteEndpoints.create)).toEqual([]);
  });

  it('asks for a well-formed address where rental inquiries go once the form is on', async () => {
    single('/rentalSpace');
    expect(screen.queryByRole('textbox', { name: 'お問い合わせの送信先' })).toBeNull();
    await user.click(await screen.findByRole('switch', { name: 'お問い合わせフォーム' }));
    const email = await screen.findByRole('textbox', { name: 'お問い合わせの送信先' });
    await user.type(email, 'rental@');
    await save();
    expect(await screen.findByText(ja.invalidEmail)).toBeTruthy();
    expect(sentTo(websiteEndpoints.create)).toEqual([]);
    await user.type(email, 'example.jp');
    await save();
    await waitFor(() =>
      expect(lastContent(websiteEndpoints.create)).toMatchObject({
        inquiryEnabled: true,
        inquiryEmail: 'rental@example.jp',
      }),
    );
  });
});
