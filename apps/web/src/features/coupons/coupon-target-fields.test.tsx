import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  cinemaEndpoints,
  couponEndpoints,
  filmEndpoints,
  permissionTypes,
  shopItemEndpoints,
  systemEndpoints,
  versionEndpoints,
  type Coupon,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import CouponFormPage from './coupon-form-page.js';
import PaperTicketFormPage from './paper-ticket-form-page.js';

const session = testSession('headOffice', { permissionMap: { couponLib: [...permissionTypes] } });
const item = (id: number, code: string, name: string, nameKana: string) => ({
  id,
  code,
  name,
  nameKana,
  shopGroup: 'food' as const,
});
const version = (id: number, cinemaId: number, kind: 'format' | 'language', code: string, name: string) => ({
  id,
  cinemaId,
  kind,
  code,
  name,
});
// Two cinemas with the same 2D and 字幕版: one option each, whichever cinema's row a coupon names.
const versionsOf: Record<string, ReturnType<typeof version>[]> = {
  '1': [version(11, 1, 'format', '2D', '2D'), version(12, 1, 'format', 'IMAX', 'IMAX')],
  '2': [version(21, 2, 'format', '2D', '2D'), version(22, 2, 'language', 'SUBTITLE', '字幕版')],
};
const page = <T,>(list: T[]) => ({ list, total: list.length, page: 0, pageSize: 9999 });

const { sentTo } = stubEndpoints(
  [
    on(cinemaEndpoints.listMap, () => [
      { id: 1, name: '新宿', code: '0101' },
      { id: 2, name: '池袋', code: '0102' },
    ]),
    on(filmEndpoints.nameList, () => []),
    on(systemEndpoints.groupListForCoupon, () => []),
    on(shopItemEndpoints.list, ({ query }) =>
      page(
        query.get('kind') === 'concession'
          ? [item(31, 'F001', 'ポップコーン', 'ポップコーン'), item(32, 'D001', 'コカ・コーラ', 'コカコーラ')]
          : [],
      ),
    ),
    on(versionEndpoints.list, ({ query }) => page(versionsOf[query.get('cinemaId') ?? ''] ?? [])),
    on(couponEndpoints.detail, (): Partial<Coupon> => ({
      id: 5,
      name: '2D字幕版限定',
      kind: 'coupon',
      discountKind: 'amountOff',
      discountAmount: 100,
      expiryType: 'none',
      channels: ['pos'],
      formatIds: [21],
      versionIds: [22],
      shopItemIds: [],
      version: 1,
    })),
  ],
  () => ({ id: 1 }),
);

beforeEach(() => signIn(session));
const submit = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
const otherScreens = { '/coupon': 'クーポン一覧', '/ticket': '鑑賞券一覧' };

/** Opens a multiple Select by its label, types to narrow it (checking what it hides), and picks the option. */
async function choose(label: string, option: string, search?: { typed: string; hides: string }) {
  const input = await screen.findByRole('combobox', { name: label });
  await waitFor(() => {
    fireEvent.mouseDown(input);
    expect(screen.getAllByTitle(option).length).toBeGreaterThan(0);
  });
  if (search) {
    expect(screen.getByTitle(search.hides)).toBeTruthy();
    fireEvent.change(input, { target: { value: search.typed } });
    await waitFor(() => expect(screen.queryByTitle(search.hides)).toBeNull());
  }
  fireEvent.click(screen.getAllByTitle(option).at(-1)!);
}

describe('what a coupon applies to', () => {
  it('offers 対象商品 found by kana, 対象の上映方式 and 対象の言語, and sends what was chosen', async () => {
    renderWithProviders(<CouponFormPage />, { path: '/coupon/create', otherScreens });
    fireEvent.change(screen.getByLabelText('クーポン名'), { target: { value: 'ポップコーン限定' } });
    fireEvent.change(screen.getByLabelText('割引額'), { target: { value: '100' } });
    expect(screen.getAllByText('未選択のときはすべてに使えます')).toHaveLength(3);
    await choose('対象商品', 'ポップコーン', { typed: 'ぽっぷ', hides: 'コカ・コーラ' });
    await choose('対象の上映方式', 'IMAX');
    await choose('対象の言語（字幕・吹替）', '字幕版');
    // 2D of both cinemas is one option.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '対象の上映方式' }));
    expect(screen.getAllByTitle('2D')).toHaveLength(1);
    submit();
    await waitFor(() => expect(sentTo(couponEndpoints.create)).toHaveLength(1));
    expect(sentTo(couponEndpoints.create)[0]).toMatchObject({ shopItemIds: [31], formatIds: [12], versionIds: [22] });
  });

  it('shows a row of another cinema as the option of its code', async () => {
    renderWithProviders(<CouponFormPage />, { path: '/coupon/edit/5', route: '/coupon/edit/:id', otherScreens });
    expect(await screen.findByTitle('2D')).toBeTruthy();
    expect(screen.getByTitle('字幕版')).toBeTruthy();
  });

  it('leaves 対象商品 out of a paper ticket, which buys nothing at the shop', async () => {
    renderWithProviders(<PaperTicketFormPage />, { path: '/ticket/create', otherScreens });
    expect(await screen.findByRole('combobox', { name: '対象の上映方式' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '対象の言語（字幕・吹替）' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '対象商品' })).toBeNull();
  });
});
