import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  memberEndpoints,
  membershipEndpoints,
  permissionTypes,
  type Member,
  type MemberListItem,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MemberDetailPage from './member-detail-page.js';
import MemberListPage from './member-list-page.js';

// 会員一覧 and 会員詳細: search sent as the contract's query, personal data as the API masks it, the export through its
// own (audited) call for a role with 出力 only; the detail's card QR, ledger and rank history, and 停止 with its reason.

const item: MemberListItem = {
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
  joinedOn: '2026-04-01',
  joinedCinemaId: 1,
  joinedCinemaName: 'シネマライン新宿',
  joinChannel: 'pos',
  memberSystemId: 3,
  memberSystemName: 'シネマラインメンバーズ',
  rank: 2,
  rankName: 'シルバー',
  rankColor: '#8c8c8c',
  status: 'active',
  validUntil: '2027-03-31',
  points: 340,
  memo: null,
  mailOptIn: true,
  mailUnsubscribedAt: null,
  masked: true,
  version: 4,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};
const unmasked = { ...item, masked: false, phone: '090-1234-5678', email: 'sato@example.jp' };
const detail: Member = {
  ...item,
  rankHistory: [
    { fromRank: 1, toRank: 2, reason: 'up', figure: 16200, changedOn: '2026-10-01', by: null },
    { fromRank: null, toRank: 1, reason: 'join', figure: null, changedOn: '2026-04-01', by: null },
  ],
  windowSpend: 16200,
  windowVisits: 7,
  visitCount: 9,
  lastVisitOn: '2026-11-20',
};
const searches: URLSearchParams[] = [];
let stopped = false;
const { sentTo } = stubEndpoints([
  on(memberEndpoints.list, ({ query }) => {
    searches.push(query);
    return { list: [item], total: 1, page: 0, pageSize: 20 };
  }),
  on(memberEndpoints.export, () => ({ list: [unmasked], total: 1, page: 0, pageSize: 9999 })),
  on(memberEndpoints.detail, () =>
    stopped ? { ...detail, mailOptIn: false, mailUnsubscribedAt: '2026-11-21T01:30:00.000Z' } : detail,
  ),
  on(memberEndpoints.update, () => detail),
  on(memberEndpoints.points, () => ({
    list: [
      {
        id: 1,
        kind: 'award' as const,
        points: 19,
        transactionNo: '10000123',
        reason: null,
        expiresOn: '2027-11-20',
        occurredOn: '2026-11-20',
        by: null,
        createdAt: '2026-11-20T03:00:00.000Z',
      },
      // Points as a tender (docs/membership.md): used by a sale, given back by its refund.
      {
        id: 2,
        kind: 'use' as const,
        points: -500,
        transactionNo: '10000124',
        reason: null,
        expiresOn: null,
        occurredOn: '2026-11-21',
        by: null,
        createdAt: '2026-11-21T03:00:00.000Z',
      },
      {
        id: 3,
        kind: 'useReversal' as const,
        points: 500,
        transactionNo: '10000125',
        reason: null,
        expiresOn: null,
        occurredOn: '2026-11-22',
        by: null,
        createdAt: '2026-11-22T03:00:00.000Z',
      },
    ],
    total: 3,
    page: 0,
    pageSize: 20,
  })),
  on(memberEndpoints.purchases, () => ({ list: [], total: 0, page: 0, pageSize: 20 })),
  on(memberEndpoints.status, () => ({ ...detail, status: 'suspended' as const })),
  on(membershipEndpoints.listMap, () => ({
    list: [
      {
        id: 3,
        name: 'シネマラインメンバーズ',
        ranks: [
          { rank: 1, name: 'レギュラー', color: '#1677ff' },
          { rank: 2, name: 'シルバー', color: '#8c8c8c' },
        ],
      },
    ],
    total: 1,
    page: 0,
    pageSize: 9999,
  })),
]);

afterEach(() => {
  Modal.destroyAll();
  searches.length = 0;
});
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const desk = testSession('headOffice', { permissionMap: { membership: ['view', 'update'] } });
const manager = testSession('headOffice', { permissionMap: { membership: [...permissionTypes] } });

describe('会員一覧', () => {
  it('searches by 会員番号, name and rank, shows what the API masks, and offers no export without 出力', async () => {
    signIn(desk);
    renderWithProviders(<MemberListPage />, { path: '/member-list' });
    const row = (await screen.findByText('CL00000008')).closest('tr')!;
    expect(within(row).getByText('***-****-5678')).toBeTruthy();
    expect(within(row).getByText('シルバー')).toBeTruthy();
    expect(within(row).getByText('340pt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /CSV出力/ })).toBeNull();
    await user.type(screen.getByPlaceholderText('氏名・カナ'), 'さとう');
    await user.type(screen.getByPlaceholderText('会員番号'), 'CL0000');
    await user.click(screen.getByRole('button', { name: /検\s*索/ }));
    await waitFor(() => expect(searches.at(-1)?.get('keyword')).toBe('さとう'));
    expect(searches.at(-1)?.get('memberNo')).toBe('CL0000');
  });

  it('exports through the audited call, with the personal data', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    signIn(manager);
    renderWithProviders(<MemberListPage />, { path: '/member-list' });
    await screen.findByText('CL00000008');
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv).toContain('090-1234-5678');
    expect(csv).toContain('sato@example.jp');
    vi.unstubAllGlobals();
  });
});

describe('会員詳細', () => {
  it('shows the card’s QR, the balance, the ledger and the rank history by name', async () => {
    signIn(desk);
    renderWithProviders(<MemberDetailPage />, { path: '/member-list/8', route: '/member-list/:id' });
    expect(await screen.findByLabelText('会員番号のQRコード')).toBeTruthy();
    expect(screen.getByText(/出力」権限のあるロールだけが見られます/)).toBeTruthy();
    expect(await screen.findByText('10000123')).toBeTruthy();
    expect(screen.getByText('+19')).toBeTruthy();
    const used = screen.getByText('10000124').closest('tr')!;
    expect(within(used).getByText('利用')).toBeTruthy();
    expect(within(used).getByText('-500')).toBeTruthy();
    const givenBack = screen.getByText('10000125').closest('tr')!;
    expect(within(givenBack).getByText('利用取消')).toBeTruthy();
    expect(within(givenBack).getByText('+500')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'ランク履歴' }));
    const up = (await screen.findByText('ランクアップ')).closest('tr')!;
    expect(within(up).getByText('レギュラー')).toBeTruthy();
    expect(within(up).getByText('シルバー')).toBeTruthy();
  });

  it('shows a member who stopped mail through a mail’s link, and sends メール配信を希望 when edited', async () => {
    signIn(desk);
    stopped = true;
    renderWithProviders(<MemberDetailPage />, { path: '/member-list/8', route: '/member-list/:id' });
    expect(await screen.findByText(/希望しない（2026-11-21 .* メールのリンクから配信停止）/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^編\s*集$/ }));
    const dialog = (await screen.findByText('会員の編集 CL00000008')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText(/配信停止リンクから停止しています/)).toBeTruthy();
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sentTo(memberEndpoints.update)).toHaveLength(1));
    expect(sentTo(memberEndpoints.update)[0]).toMatchObject({ id: 8, version: 4, mailOptIn: true });
    stopped = false;
  });

  it('suspends with a reason and the version it read', async () => {
    signIn(desk);
    renderWithProviders(<MemberDetailPage />, { path: '/member-list/8', route: '/member-list/:id' });
    await user.click(await screen.findByRole('button', { name: /^停\s*止$/ }));
    const dialog = (await screen.findByText('停止 CL00000008 佐藤 花子')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: /停止する/ }));
    expect(await within(dialog).findByText('「理由」を入力してください')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox'), 'カード紛失');
    await user.click(within(dialog).getByRole('button', { name: /停止する/ }));
    await waitFor(() =>
      expect(sentTo(memberEndpoints.status)).toEqual([
        { id: 8, version: 4, status: 'suspended', reason: 'カード紛失' },
      ]),
    );
  });
});
