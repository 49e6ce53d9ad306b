import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { distributorEndpoints, filmEndpoints, permissionTypes } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import FilmFormPage from './film-form-page.js';

// Cinema staff of 新宿 registering a film; the API answers from these.
const session = testSession('staff', { permissionMap: { film: [...permissionTypes] } });
let distributors = [{ id: 1, name: '東邦フィルム配給', code: 'TOHO' }];
const { sentTo } = stubEndpoints(
  [
    on(distributorEndpoints.listMap, () => distributors),
    on(distributorEndpoints.create, ({ body }) => {
      distributors = [...distributors, { id: 7, name: '新星シネマ', code: 'SHINSEI' }];
      return { ...body, id: 7 };
    }),
  ],
  () => ({ id: 99 }),
);

beforeEach(() => signIn(session));

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
// fireEvent keeps the long form quick in jsdom; the select and radio go through user events.
const fill = (label: string, text: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value: text } });
const submit = () => user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

function open() {
  renderWithProviders(<FilmFormPage />, { path: '/movie/create', otherScreens: { '/movie': '作品一覧' } });
}

async function fillRequired() {
  fill('作品名', 'ひかりの向こう');
  fill('作品名（カナ）', 'ひかりのむこう');
  fill('上映時間（分）', '118');
  await user.click(screen.getByLabelText('映倫区分'));
  await user.click(await screen.findByTitle('PG12（12歳未満は保護者の助言・指導が必要）'));
}

describe('film form', () => {
  it('names the missing period when the release is given in words, and sends nothing', async () => {
    open();
    expect(screen.getByText(/劇場アカウントで登録した作品は「承認待ち」になり/)).toBeTruthy();
    await fillRequired();
    await user.click(screen.getByText('時期（テキスト）'));
    await submit();
    expect(await screen.findByText('「公開時期」を入力してください')).toBeTruthy();
    expect(sentTo(filmEndpoints.create)).toEqual([]);
  });

  it('sends the release period in words', async () => {
    open();
    await fillRequired();
    await user.click(screen.getByText('時期（テキスト）'));
    // The field appears once the form has re-rendered for the new type.
    await screen.findByLabelText('公開時期');
    fill('公開時期', '2027年春');
    await submit();
    expect(await screen.findByText('作品一覧')).toBeTruthy();
    expect(sentTo(filmEndpoints.create)).toEqual([
      expect.objectContaining({
        name: 'ひかりの向こう',
        lengthMinutes: 118,
        classification: 'PG12',
        releaseDateType: 'text',
        releaseText: '2027年春',
        filmFeeTerms: [],
      }),
    ]);
  });

  it('adds a distributor from the form and chooses it', async () => {
    open();
    await user.click(screen.getByText('配給会社を追加'));
    const dialog = (await screen.findByText('配給会社を追加', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    fill('配給会社名', '新星シネマ', dialog);
    fill('配給会社コード', 'SHINSEI', dialog);
    await user.click(dialog.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(() =>
      expect(sentTo(distributorEndpoints.create)).toEqual([
        expect.objectContaining({ name: '新星シネマ', code: 'SHINSEI', active: true }),
      ]),
    );
    expect(await screen.findByTitle('新星シネマ')).toBeTruthy();
  });
});
