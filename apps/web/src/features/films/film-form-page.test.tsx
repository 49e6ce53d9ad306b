// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { distributorEndpoints, filmEndpoints, permissionTypes } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { chooseOption } from '../../test/select.js';
import { signIn, testSession } from '../../test/session.js';
import FilmFormPage from './film-form-page.js';

// Cinema staff of 新宿 registering a film; the API answers from these.
const session = testSession('staff', { permissionMap: { film: [...permissionTypes] } });
// 配給会社 are 取引先 with role 配給会社 (docs/accounting.md, "配給会社は取引先").
const distributors = [
  { id: 1, name: '東邦フィルム配給', code: 'TOHO' },
  { id: 7, name: '新星シネマ', code: 'SHINSEI' },
];
const { sentTo } = stubEndpoints([on(distributorEndpoints.listMap, () => distributors)], () => ({ id: 99 }));

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
  // chooseOption reads the choice back: a bare click on a list still opening chooses nothing, the form then stops at
  // 「映倫区分」 and sends nothing (a CI run failed so).
  await chooseOption(user, '映倫区分', 'PG12（12歳未満は保護者の助言・指導が必要）');
}

describe('film form', () => {
  it('names the missing period when the release is given in words, and sends nothing', async () => {
    open();
    expect(screen.getByText(/劇場アカウントで登録した作品は「承認待ち」になり/)).toBeTruthy();
    await fillRequired();
    await user.click(screen.getByText('時期（テキスト）'));
    await submit();
    // Validation runs after antd's select closes; on a busy machine that is more than findBy's default second.
    expect(await screen.findByText('「公開時期」を入力してください', {}, { timeout: 10_000 })).toBeTruthy();
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

  it('picks the 配給会社 from the brand’s distributor 取引先 and sends its id', async () => {
    open();
    await fillRequired();
    expect(screen.getByText('配給会社は「取引先」（取引区分：配給会社）で登録します。')).toBeTruthy();
    // The 取引先 options load with the screen: on a busy CI machine that can take seconds, not the default second.
    await chooseOption(user, '配給会社', 'SHINSEI 新星シネマ');
    await user.click(screen.getByText('未定'));
    await submit();
    await waitFor(
      () =>
        expect(sentTo(filmEndpoints.create)).toEqual([
          expect.objectContaining({ releaseDateType: 'undecided', distributorId: 7 }),
        ]),
      { timeout: 10_000 },
    );
  });
});
