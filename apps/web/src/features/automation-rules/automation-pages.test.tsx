import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  automationEndpoints,
  memberCouponEndpoints,
  membershipEndpoints,
  permissionTypes,
  type AutomationPreviewBody,
  type AutomationRule,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import AutomationFormPage from './automation-form-page.js';
import AutomationListPage from './automation-list-page.js';
import { chooseOption } from '../../test/select.js';

// 自動化ルール: the list reads each rule as a sentence, runs one now after asking, and refuses to delete one that has
// acted; the form asks for the N its trigger needs, shows today's targets as typed, and sends what the contract reads.

const session = testSession('headOffice', { permissionMap: { membership: [...permissionTypes] } });
const stored: AutomationRule = {
  id: 3,
  brandId: 1,
  version: 4,
  name: '5回目の来場お礼',
  memberSystemId: 1,
  memberSystemName: 'シネマラインメンバーズ',
  status: 'active',
  trigger: 'nthVisit',
  triggerValue: 5,
  action: 'mail',
  points: null,
  couponId: null,
  couponName: null,
  mailSubject: '{{氏名}}様、5回目のご来場ありがとうございます',
  mailBody: '{{氏名}}様\nいつもありがとうございます。',
  memo: null,
  startsOn: '2026-11-01',
  lastRunOn: '2026-11-29',
  firedTotal: 12,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const fresh: AutomationRule = {
  ...stored,
  id: 4,
  name: '入会ボーナス',
  trigger: 'join',
  triggerValue: null,
  action: 'points',
  points: 100,
  mailSubject: null,
  mailBody: null,
  firedTotal: 0,
  lastRunOn: null,
};
const { sentTo } = stubEndpoints([
  on(automationEndpoints.list, () => ({ list: [stored, fresh], total: 2, page: 0, pageSize: 20 })),
  on(automationEndpoints.detail, () => stored),
  on(automationEndpoints.update, () => stored),
  on(automationEndpoints.create, () => fresh),
  on(automationEndpoints.run, () => ({ fired: 2, message: '2人に実行しました' })),
  on(automationEndpoints.preview, ({ body }) => ({
    count: (body as AutomationPreviewBody).trigger === 'join' ? 1 : 23,
    members: [
      { memberId: 1, memberNo: 'CL00000001', name: '佐藤 翔太', rank: 1, reason: '来場 5回（最終 2026-11-29）' },
    ],
  })),
  on(memberCouponEndpoints.coupons, () => ({
    list: [{ id: 31, name: '誕生月クーポン', discount: '500円引き' }],
    total: 1,
    page: 0,
    pageSize: 9999,
  })),
  on(membershipEndpoints.listMap, () => ({
    list: [{ id: 1, name: 'シネマラインメンバーズ', ranks: [] }],
    total: 1,
    page: 0,
    pageSize: 9999,
  })),
]);

beforeEach(() => signIn(session));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const others = { '/automation-rule': '自動化ルール' };

describe('自動化ルール', () => {
  it('lists rules as sentences, runs one after asking, and will not delete one that has acted', async () => {
    renderWithProviders(<AutomationListPage />, { path: '/automation-rule' });
    const row = (await screen.findByText('5回目の来場お礼')).closest('tr')!;
    expect(within(row).getByText('5回目の来場')).toBeTruthy();
    expect(within(row).getByText('メール「{{氏名}}様、5回目のご来場ありがとうございます」')).toBeTruthy();
    expect(within(screen.getByText('入会ボーナス').closest('tr')!).getByText('100ポイント付与')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '今すぐ実行' }));
    expect((await screen.findAllByText('「5回目の来場お礼」を今すぐ実行しますか？')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '実行する' }));
    await waitFor(() => expect(sentTo(automationEndpoints.run)).toHaveLength(1));
    const remove = within(row).getByRole('button', { name: /削除/ });
    expect(remove.hasAttribute('disabled') || remove.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('edits a rule: N is asked for, today’s targets show as typed, the version read is sent', async () => {
    renderWithProviders(<AutomationFormPage />, {
      path: '/automation-rule/update/3',
      route: '/automation-rule/update/:id',
      otherScreens: others,
    });
    const n = await screen.findByLabelText<HTMLInputElement>('N（回・日）');
    await waitFor(() => expect(n.value).toBe('5'));
    expect(await screen.findByText('来場 5回（最終 2026-11-29）', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('ほか22人')).toBeTruthy();
    await user.clear(n);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('「N（回・日）」を入力してください')).toBeTruthy();
    expect(sentTo(automationEndpoints.update)).toEqual([]);
    await user.type(n, '10');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sentTo(automationEndpoints.update)).toHaveLength(1));
    expect(sentTo(automationEndpoints.update)[0]).toMatchObject({
      id: 3,
      version: 4,
      triggerValue: 10,
      action: 'mail',
    });
  });

  it('creates a points rule for a 会員制度 picked from the brand’s', async () => {
    renderWithProviders(<AutomationFormPage />, { path: '/automation-rule/create', otherScreens: others });
    await user.type(await screen.findByLabelText('ルール名'), '入会ボーナス');
    await user.click(screen.getByRole('combobox', { name: '会員制度' }));
    const options = await screen.findAllByTitle('シネマラインメンバーズ');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    expect(
      await screen.findByText('1', { selector: '.ant-statistic-content-value-int' }, { timeout: 3000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    await waitFor(() => expect(sentTo(automationEndpoints.create)).toHaveLength(1));
    expect(sentTo(automationEndpoints.create)[0]).toMatchObject({
      name: '入会ボーナス',
      memberSystemId: 1,
      trigger: 'join',
      action: 'points',
      points: 100,
    });
  });

  it('creates a coupon rule: the coupon is picked from the library’s usable ones and sent', async () => {
    renderWithProviders(<AutomationFormPage />, { path: '/automation-rule/create', otherScreens: others });
    await user.type(await screen.findByLabelText('ルール名'), '誕生月クーポン');
    await user.click(screen.getByRole('combobox', { name: '会員制度' }));
    const systems = await screen.findAllByTitle('シネマラインメンバーズ');
    await user.click(systems.find((o) => o.classList.contains('ant-select-item-option'))!);
    await user.click(screen.getByRole('radio', { name: 'クーポン配布' }));
    // Without a coupon the form says what is missing and sends nothing.
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    expect(await screen.findByText('「配布するクーポン」を選択してください')).toBeTruthy();
    expect(sentTo(automationEndpoints.create)).toEqual([]);
    await chooseOption(user, screen.getByRole('combobox', { name: '配布するクーポン' }), '誕生月クーポン（500円引き）');
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    await waitFor(() => expect(sentTo(automationEndpoints.create)).toHaveLength(1));
    expect(sentTo(automationEndpoints.create)[0]).toMatchObject({ action: 'coupon', couponId: 31 });
    expect(await screen.findByText('自動化ルール')).toBeTruthy();
  });
});
