import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { auditLogEndpoints, cinemaEndpoints, type AuditLogEntry, type SessionCinema } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession, workingAt } from '../../test/session.js';
import AuditLogPage from './audit-log-page.js';
import { chooseOption } from '../../test/select.js';

const entry = (over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 1,
  at: '2026-11-20T01:00:00.000Z',
  userName: 'hq',
  actingUserName: null,
  brandId: 1,
  brandName: 'シネマライン',
  cinemaId: null,
  cinemaName: null,
  action: 'update',
  entity: 'house',
  entityId: '7',
  summary: 'スクリーン1',
  ip: '127.0.0.1',
  ...over,
});
const shinjuku: SessionCinema = { id: 10, name: 'シネマライン新宿', code: '0101', brandId: 1 };
const ikebukuro: SessionCinema = { id: 11, name: 'シネマライン池袋', code: '0102', brandId: 1 };
const queries: URLSearchParams[] = [];
stubEndpoints([
  on(cinemaEndpoints.listMap, () => [shinjuku, ikebukuro]),
  on(auditLogEndpoints.list, (r) => {
    queries.push(r.query);
    return {
      list: [
        entry({}),
        entry({ id: 2, userName: 'admin', actingUserName: 'hq', action: 'create', entity: 'film', summary: '新作' }),
        entry({ id: 3, entity: 'stockAdjustment', summary: '廃棄 -5', cinemaId: 1, cinemaName: 'シネマライン新宿' }),
      ],
      total: 3,
      page: 0,
      pageSize: 20,
    };
  }),
]);

beforeEach(() => signIn(testSession('headOffice', { permissionMap: { users: ['view', 'export'] } })));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

describe('操作ログ', () => {
  it('names the kind of record in Japanese and marks what was done while acting as another account', async () => {
    renderWithProviders(<AuditLogPage />, { path: '/audit-log' });
    const acted = (await screen.findByText('新作')).closest('tr')!;
    expect(within(acted).getByText('代理：hq')).toBeTruthy();
    expect(within(acted).getByText('作品')).toBeTruthy();
    expect(within(acted).getByText('登録')).toBeTruthy();
    const own = screen.getByText('スクリーン1').closest('tr')!;
    expect(within(own).getByText('スクリーン')).toBeTruthy();
    expect(within(own).queryByText(/代理：/)).toBeNull();
  });

  it('names the cinema each entry was done in, and 全劇場 for a brand-wide change', async () => {
    renderWithProviders(<AuditLogPage />, { path: '/audit-log' });
    const inCinema = (await screen.findByText('廃棄 -5')).closest('tr')!;
    expect(within(inCinema).getByText('シネマライン新宿')).toBeTruthy();
    expect(within(inCinema).getByText('在庫調整')).toBeTruthy();
    expect(within(screen.getByText('スクリーン1').closest('tr')!).getByText('全劇場')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '劇場' })).toBeTruthy();
  });

  it('searches by user and target', async () => {
    renderWithProviders(<AuditLogPage />, { path: '/audit-log' });
    await screen.findByText('新作');
    await user.type(screen.getByLabelText('ユーザー（ログインID）'), 'admin');
    await user.type(screen.getByLabelText('対象'), '新作');
    await user.click(screen.getByRole('button', { name: /検\s*索/ }));
    await waitFor(() => {
      const q = queries.at(-1)!;
      expect([q.get('user'), q.get('target')]).toEqual(['admin', '新作']);
    });
  });

  it('offers the 劇場 filter to a session with cinemas to choose between, and sends the choice', async () => {
    signIn(testSession('headOffice', { cinemas: [shinjuku, ikebukuro], permissionMap: { users: ['view'] } }));
    renderWithProviders(<AuditLogPage />, { path: '/audit-log' });
    await screen.findByText('新作');
    await chooseOption(user, screen.getByRole('combobox', { name: '劇場' }), 'シネマライン池袋（0102）');
    await user.click(screen.getByRole('button', { name: /検\s*索/ }));
    await waitFor(() => expect(queries.at(-1)?.get('cinemaId')).toBe('11'));
  });

  it('shows no 劇場 filter to an account of one cinema: there is nothing to choose', async () => {
    signIn(testSession('staff', { ...workingAt(shinjuku), permissionMap: { users: ['view'] } }));
    renderWithProviders(<AuditLogPage />, { path: '/audit-log' });
    await screen.findByText('新作');
    expect(screen.queryByRole('combobox', { name: '劇場' })).toBeNull();
    expect(screen.getByLabelText('ユーザー（ログインID）')).toBeTruthy();
  });
});
