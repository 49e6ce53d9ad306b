import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { membershipEndpoints, membershipMessages, permissionTypes, type MembershipSystem } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MembershipFormPage from './membership-form-page.js';

// 会員制度's form: the period its kind asks for, fees with their tax, ranks added in order with conditions that must
// rise, and the whole system sent as the contract reads it; an edit sends the version it read.

const session = testSession('headOffice', { permissionMap: { membership: [...permissionTypes] } });
const stored: MembershipSystem = {
  id: 4,
  brandId: 1,
  code: 'CLM',
  name: 'シネマラインメンバーズ',
  validityKind: 'fromJoin',
  validMonths: 12,
  validFrom: null,
  validTo: null,
  autoRenew: true,
  joinFee: 550,
  annualFee: 1100,
  renewalFee: 0,
  cardFee: 0,
  taxRate: 0.1,
  ranks: [
    {
      name: 'レギュラー',
      color: '#1677ff',
      discountKind: 'none',
      discountValue: 0,
      presaleDays: 0,
      upThreshold: 0,
      keepThreshold: 0,
    },
    {
      name: 'ゴールド',
      color: '#d4b106',
      discountKind: 'yen',
      discountValue: 300,
      presaleDays: 3,
      upThreshold: 40000,
      keepThreshold: 30000,
    },
  ],
  points: { pos: 1, kiosk: 1, online: 2, shopItems: true, expiryMonths: 12 },
  rankBasis: 'spend',
  rankWindowMonths: 12,
  memberCount: 300,
  version: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const { sentTo } = stubEndpoints([
  on(membershipEndpoints.detail, () => stored),
  on(membershipEndpoints.create, ({ body }) => ({ ...stored, ...(body as object), id: 5 })),
  on(membershipEndpoints.update, () => stored),
]);

beforeEach(() => signIn(session));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const others = { '/memberShip-list': '会員制度' };

describe('会員制度 form', () => {
  it('creates a system with a fixed term, its fees and two ranks whose conditions rise', async () => {
    renderWithProviders(<MembershipFormPage />, { path: '/memberShip-list/create', otherScreens: others });
    await user.type(await screen.findByLabelText('制度コード'), 'PASS');
    await user.type(screen.getByLabelText('会員制度名'), 'シネマパス');
    await user.click(screen.getByText('期間指定'));
    expect(screen.queryByLabelText('有効期間（か月）')).toBeNull();
    const joinFee = screen.getByLabelText('入会金');
    await user.clear(joinFee);
    await user.type(joinFee, '1100');
    expect(await screen.findByText('うち消費税 100円')).toBeTruthy();
    await user.type(screen.getByLabelText('ランク1のランク名'), '一般');
    await user.click(screen.getByRole('button', { name: /ランクを追加/ }));
    await user.type(screen.getByLabelText('ランク2のランク名'), 'プレミア');
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    // The term's dates are required once 期間指定 is chosen, and the second rank needs a condition above the first.
    expect(await screen.findByText('「期間開始日」を入力してください')).toBeTruthy();
    expect(screen.getByText(membershipMessages.thresholdsRise)).toBeTruthy();
    expect(sentTo(membershipEndpoints.create)).toEqual([]);

    await user.click(screen.getByText('入会日から'));
    const months = await screen.findByLabelText('有効期間（か月）');
    await user.clear(months);
    await user.type(months, '6');
    const up = screen.getByLabelText('ランク2のランクアップ条件');
    await user.clear(up);
    await user.type(up, '20000');
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    await waitFor(() => expect(sentTo(membershipEndpoints.create)).toHaveLength(1));
    expect(sentTo(membershipEndpoints.create)[0]).toMatchObject({
      code: 'PASS',
      name: 'シネマパス',
      validityKind: 'fromJoin',
      validMonths: 6,
      joinFee: 1100,
      ranks: [
        { name: '一般', upThreshold: 0 },
        { name: 'プレミア', upThreshold: 20000 },
      ],
      points: { pos: 1, kiosk: 1, online: 1, shopItems: true, expiryMonths: 12 },
    });
  });

  it('edits a stored system and sends the version it read', async () => {
    renderWithProviders(<MembershipFormPage />, {
      path: '/memberShip-list/update/4',
      route: '/memberShip-list/update/:id',
      otherScreens: others,
    });
    const name = await screen.findByLabelText<HTMLInputElement>('会員制度名');
    await waitFor(() => expect(name.value).toBe('シネマラインメンバーズ'));
    expect(screen.getByLabelText<HTMLInputElement>('ランク2のランク名').value).toBe('ゴールド');
    const online = within(screen.getByText('ポイント').closest('.ant-card')!).getByLabelText('オンライン（100円ごと）');
    await user.clear(online);
    await user.type(online, '3');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sentTo(membershipEndpoints.update)).toHaveLength(1));
    expect(sentTo(membershipEndpoints.update)[0]).toMatchObject({ id: 4, version: 7, points: { online: 3 } });
  });
});
