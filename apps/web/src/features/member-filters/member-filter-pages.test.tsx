import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  memberFilterConditions,
  memberFilterEndpoints,
  membershipEndpoints,
  permissionTypes,
  type MemberFilter,
  type MemberFilterConditions,
  type MemberListItem,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MemberFilterFormPage from './member-filter-form-page.js';
import MemberFilterListPage from './member-filter-list-page.js';

// 会員フィルター: the list with each filter's conditions in Japanese and its count; the form sends the conditions as the
// contract reads them, shows the live count and the first members while editing, and refuses a reversed range.

const session = testSession('headOffice', { permissionMap: { membership: [...permissionTypes] } });
const stored: MemberFilter = {
  id: 3,
  brandId: 1,
  name: '休眠ゴールド',
  memo: null,
  memberSystemId: 4,
  memberSystemName: 'シネマラインメンバーズ',
  conditions: memberFilterConditions.parse({ memberSystemId: 4, ranks: [3], daysSinceLastVisit: 90 }),
  version: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};
const member: MemberListItem = {
  id: 8,
  brandId: 1,
  memberNo: 'CL00000008',
  name: '佐藤 花子',
  kana: 'サトウ ハナコ',
  gender: 'female',
  birthDate: '****-**-**',
  postalCode: '＊＊＊',
  prefectureCode: '13',
  address: '＊＊＊',
  phone: '***-****-5678',
  email: 's***@example.jp',
  mailOptIn: true,
  mailUnsubscribedAt: null,
  joinedOn: '2026-04-01',
  joinedCinemaId: 1,
  joinedCinemaName: 'シネマライン新宿',
  joinChannel: 'pos',
  memberSystemId: 4,
  memberSystemName: 'シネマラインメンバーズ',
  rank: 3,
  rankName: 'ゴールド',
  rankColor: '#d4b106',
  status: 'active',
  validUntil: '2027-03-31',
  points: 340,
  memo: null,
  masked: true,
  version: 4,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};
const ranks = [
  { rank: 1, name: 'レギュラー', color: '#1677ff' },
  { rank: 2, name: 'シルバー', color: '#8c8c8c' },
  { rank: 3, name: 'ゴールド', color: '#d4b106' },
];
// The count follows the conditions: 20 and over are 1,234 members, anything else 56.
const countFor = (c: MemberFilterConditions) => (c.ageFrom === 20 ? 1234 : 56);
const { sentTo } = stubEndpoints([
  on(memberFilterEndpoints.list, () => ({ list: [stored], total: 1, page: 0, pageSize: 20 })),
  on(memberFilterEndpoints.detail, () => stored),
  on(memberFilterEndpoints.count, ({ body }) => ({ count: countFor(body as MemberFilterConditions) })),
  on(memberFilterEndpoints.preview, ({ body }) => ({
    count: countFor(body as MemberFilterConditions),
    list: [member],
  })),
  on(memberFilterEndpoints.genres, () => ['SF', 'アクション']),
  on(memberFilterEndpoints.create, ({ body }) => ({ ...stored, ...(body as object), id: 9 })),
  on(memberFilterEndpoints.update, () => stored),
  on(membershipEndpoints.listMap, () => ({
    list: [{ id: 4, name: 'シネマラインメンバーズ', ranks }],
    total: 1,
    page: 0,
    pageSize: 9999,
  })),
]);

beforeEach(() => signIn(session));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const others = { '/member-filter': '会員フィルター' };

describe('会員フィルター', () => {
  it('lists each filter with its conditions in Japanese and its count today', async () => {
    renderWithProviders(<MemberFilterListPage />, { path: '/member-filter' });
    expect(await screen.findByText('休眠ゴールド')).toBeTruthy();
    expect(
      screen.getByText('会員制度：シネマラインメンバーズ、ランク：3、状態：有効、最終来場から90日以上'),
    ).toBeTruthy();
    expect(await screen.findByText('56人')).toBeTruthy();
    expect(sentTo(memberFilterEndpoints.count)[0]).toMatchObject({ ranks: [3], daysSinceLastVisit: 90 });
  });

  it('counts while editing, shows the first members, and creates the filter with its conditions', async () => {
    renderWithProviders(<MemberFilterFormPage />, { path: '/member-filter/create', otherScreens: others });
    const live = within((await screen.findByText('該当会員（本日時点）')).closest('.ant-card')!);
    // The default conditions (active members) are counted once the form has settled.
    expect(await live.findByText('56')).toBeTruthy();
    expect(live.getByText('CL00000008')).toBeTruthy();
    expect(live.getByText('ゴールド')).toBeTruthy();
    await user.type(screen.getByLabelText('フィルター名'), '20歳以上');
    await user.type(screen.getByLabelText('年齢（から）'), '20');
    expect(await live.findByText('1,234')).toBeTruthy();
    expect(sentTo(memberFilterEndpoints.preview).at(-1)).toMatchObject({ ageFrom: 20, statuses: ['active'] });
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    await waitFor(() => expect(sentTo(memberFilterEndpoints.create)).toHaveLength(1));
    expect(sentTo(memberFilterEndpoints.create)[0]).toMatchObject({
      name: '20歳以上',
      conditions: { ageFrom: 20, statuses: ['active'], visitPeriod: 'all', ranks: [] },
    });
  });

  it('refuses an age band whose end is before its start, and counts nothing until it is fixed', async () => {
    renderWithProviders(<MemberFilterFormPage />, { path: '/member-filter/create', otherScreens: others });
    await user.type(await screen.findByLabelText('フィルター名'), '逆順');
    await user.type(screen.getByLabelText('年齢（から）'), '40');
    await user.type(screen.getByLabelText('年齢（まで）'), '20');
    expect(await screen.findByText(/条件に誤りがあります/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /登\s*録/ }));
    expect(await screen.findByText('「年齢（まで）」は「年齢（から）」以降の値を入力してください')).toBeTruthy();
    expect(sentTo(memberFilterEndpoints.create)).toEqual([]);
  });

  it('edits a stored filter and sends the version it read', async () => {
    renderWithProviders(<MemberFilterFormPage />, {
      path: '/member-filter/update/3',
      route: '/member-filter/update/:id',
      otherScreens: others,
    });
    const name = await screen.findByLabelText<HTMLInputElement>('フィルター名');
    await waitFor(() => expect(name.value).toBe('休眠ゴールド'));
    const days = screen.getByLabelText<HTMLInputElement>('最終来場からの日数（以上）');
    expect(days.value).toBe('90');
    await user.clear(days);
    await user.type(days, '180');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sentTo(memberFilterEndpoints.update)).toHaveLength(1));
    expect(sentTo(memberFilterEndpoints.update)[0]).toMatchObject({
      id: 3,
      version: 2,
      conditions: { memberSystemId: 4, ranks: [3], daysSinceLastVisit: 180 },
    });
  });
});
