import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  memberCouponEndpoints,
  memberFilterEndpoints,
  membershipEndpoints,
  permissionTypes,
  type MemberCoupon,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MemberCouponCreatePage from './member-coupon-form-page.js';
import MemberCouponListPage from './member-coupon-list-page.js';
import MemberCouponUpdatePage from './member-coupon-update-page.js';
import { chooseOption } from '../../test/select.js';

// 会員クーポン's screens: the list with 配布数・利用数・利用率 and only drafts editable, the form's live count as the
// target and numbers change, 配布 asking with the numbers first, and 取消 of a distributed one after asking.

const session = testSession('headOffice', { permissionMap: { membership: [...permissionTypes] } });
const draft: MemberCoupon = {
  id: 7,
  brandId: 1,
  name: '年末ランク別クーポン',
  category: 'notice',
  memo: null,
  couponId: 3,
  couponName: '会員100円引きクーポン',
  type: 'plain',
  target: 'filter',
  memberSystemId: null,
  memberSystemName: null,
  memberFilterId: 5,
  memberFilterName: 'ゴールド会員',
  couponNum: 2,
  rankCounts: [],
  limit: null,
  status: 'draft',
  distributedCount: 0,
  memberCount: 0,
  usedCount: 0,
  distributedAt: null,
  cancelledAt: null,
  version: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const distributed: MemberCoupon = {
  ...draft,
  id: 8,
  name: 'ゴールド会員さま感謝クーポン',
  category: 'campaign',
  status: 'distributed',
  distributedCount: 30,
  memberCount: 15,
  usedCount: 6,
  distributedAt: '2026-11-20T01:00:00.000Z',
};
const { sentTo } = stubEndpoints([
  on(memberCouponEndpoints.list, () => ({ list: [draft, distributed], total: 2, page: 0, pageSize: 20 })),
  on(memberCouponEndpoints.detail, ({ params }) => (params.id === '8' ? distributed : draft)),
  on(memberCouponEndpoints.create, ({ body }) => ({ ...draft, ...(body as object), id: 9 })),
  on(memberCouponEndpoints.update, () => ({ ...draft, version: draft.version + 1 })),
  on(memberCouponEndpoints.distribute, () => ({ ...draft, status: 'distributed' as const })),
  on(memberCouponEndpoints.cancel, () => ({ ...distributed, status: 'cancelled' as const })),
  on(memberCouponEndpoints.count, ({ body }) => {
    const each = Number(body?.couponNum ?? 0);
    const limit = body?.limit ?? null;
    return {
      members: 15,
      couponsToDistribute: 15 * each,
      perRank: [],
      limit,
      overLimit: limit != null && 15 * each > limit,
    };
  }),
  on(memberCouponEndpoints.coupons, () => ({
    list: [{ id: 3, name: '会員100円引きクーポン', discount: '100円引き' }],
    total: 1,
    page: 0,
    pageSize: 1,
  })),
  on(memberFilterEndpoints.list, () => ({
    list: [{ id: 5, name: 'ゴールド会員' }],
    total: 1,
    page: 0,
    pageSize: 9999,
  })),
  on(membershipEndpoints.listMap, () => ({ list: [], total: 0, page: 0, pageSize: 9999 })),
]);

beforeEach(() => {
  signIn(session);
  Modal.destroyAll();
});
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const others = { '/coupon-list': '会員クーポン一覧へ' };

describe('会員クーポン', () => {
  it('lists each draft with its numbers; only a draft offers 編集 and 削除', async () => {
    renderWithProviders(<MemberCouponListPage />, { path: '/coupon-list' });
    const draftRow = (await screen.findByText('年末ランク別クーポン')).closest('tr')!;
    expect(within(draftRow).getByText('下書き')).toBeTruthy();
    expect(within(draftRow).getByText('会員フィルター「ゴールド会員」')).toBeTruthy();
    expect(within(draftRow).getByRole('button', { name: '編集' })).toBeTruthy();
    expect(within(draftRow).getByRole('button', { name: '削除' })).toBeTruthy();
    const doneRow = screen.getByText('ゴールド会員さま感謝クーポン').closest('tr')!;
    expect(within(doneRow).getByText('配布済み')).toBeTruthy();
    expect(within(doneRow).getByText('30')).toBeTruthy();
    expect(within(doneRow).getByText('20%')).toBeTruthy();
    expect(within(doneRow).queryByRole('button', { name: '削除' })).toBeNull();
  });

  it('counts targets and serials live, warns over the limit, and creates the draft', async () => {
    renderWithProviders(<MemberCouponCreatePage />, {
      path: '/coupon-list/create',
      otherScreens: { ...others, '/coupon-list/update/:id': '編集画面' },
    });
    await user.type(await screen.findByLabelText('クーポン配布名'), '冬のクーポン');
    await chooseOption(user, 'カテゴリ', 'お知らせ');
    await chooseOption(user, '配布するクーポン', '会員100円引きクーポン（100円引き）');
    await chooseOption(user, screen.getByRole('combobox', { name: '会員フィルター' }), 'ゴールド会員');
    expect(await screen.findByText('対象 15人 ／ 配布予定 15枚')).toBeTruthy();
    const num = screen.getByLabelText('1人あたりの枚数');
    await user.clear(num);
    await user.type(num, '3');
    await user.type(screen.getByLabelText('上限枚数'), '40');
    expect(await screen.findByText('対象 15人 ／ 配布予定 45枚（上限 40枚）')).toBeTruthy();
    expect(screen.getByText(/上限枚数 40枚を超えるため、このままでは配布できません/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    await waitFor(() => expect(sentTo(memberCouponEndpoints.create)).toHaveLength(1));
    expect(sentTo(memberCouponEndpoints.create)[0]).toMatchObject({
      name: '冬のクーポン',
      category: 'notice',
      couponId: 3,
      type: 'plain',
      target: 'filter',
      memberFilterId: 5,
      memberSystemId: null,
      couponNum: 3,
      limit: 40,
    });
    expect(await screen.findByText('編集画面')).toBeTruthy();
  });

  it('asks with the numbers before 配布, then saves and distributes the version it read', async () => {
    const confirm = vi.spyOn(Modal, 'confirm');
    renderWithProviders(<MemberCouponUpdatePage />, {
      path: '/coupon-list/update/7',
      route: '/coupon-list/update/:id',
      otherScreens: others,
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('クーポン配布名').value).toBe(draft.name));
    await user.click(screen.getByRole('button', { name: '配布…' }));
    expect(await screen.findByText(/を 15人 の会員へ、合計 30枚 配布します/)).toBeTruthy();
    expect(sentTo(memberCouponEndpoints.distribute)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '配布する' }));
    await waitFor(() => expect(sentTo(memberCouponEndpoints.distribute)).toHaveLength(1));
    expect(sentTo(memberCouponEndpoints.update)[0]).toMatchObject({ id: 7, version: 2 });
    expect(sentTo(memberCouponEndpoints.distribute)[0]).toEqual({ id: 7, version: 3 });
    confirm.mockRestore();
  });

  it('shows a distributed one with its use, and cancels it only after asking', async () => {
    renderWithProviders(<MemberCouponUpdatePage />, {
      path: '/coupon-list/update/8',
      route: '/coupon-list/update/:id',
      otherScreens: others,
    });
    expect(await screen.findByText('会員クーポンの配布結果')).toBeTruthy();
    expect(screen.getByText('30枚')).toBeTruthy();
    expect(screen.getByText('20%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '配布を取り消す…' }));
    expect(await screen.findByText(/未使用の\s*24枚 を無効にします/)).toBeTruthy();
    expect(sentTo(memberCouponEndpoints.cancel)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /取り消す$/ }));
    await waitFor(() => expect(sentTo(memberCouponEndpoints.cancel)).toEqual([{ id: 8, version: 2 }]));
  });
});
