import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { accountEndpoints, permissionTypes, type Account } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import AccountDetailPage from './account-detail-page.js';

// An account locked by failed sign-ins shows ロック中; head office unlocks it after confirming.

let locked = true;
const account = (): Partial<Account> => ({
  id: 7,
  userName: 'typo-staff',
  displayName: '横浜 花子',
  email: 'typo@example.jp',
  type: 'cinema',
  cinemaIds: [],
  cinemaNames: [],
  active: true,
  locked,
  lockedUntil: locked ? '2026-11-23T10:15:00.000Z' : null,
  mustChangePassword: false,
  passwordChangedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
});
const { sentTo } = stubEndpoints([
  on(accountEndpoints.detail, () => account()),
  on(accountEndpoints.unlock, () => {
    locked = false;
    return account();
  }),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const open = () => renderWithProviders(<AccountDetailPage />, { path: '/user/detail/7', route: '/user/detail/:id' });

describe('a locked account', () => {
  it('shows ロック中, and head office unlocks it after confirming', async () => {
    signIn(testSession('headOffice', { permissionMap: { users: [...permissionTypes] } }));
    open();
    expect(await screen.findByText('ロック中')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ロック解除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('「typo-staff」のロックを解除しますか？').length).toBeGreaterThan(0);
    expect(sentTo(accountEndpoints.unlock)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'ロック解除' }));
    await waitFor(() => expect(sentTo(accountEndpoints.unlock)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('ロック中')).toBeNull());
  });

  it('offers no unlock to a user who may only view users', async () => {
    locked = true;
    signIn(testSession('headOffice', { permissionMap: { users: ['view'] } }));
    open();
    expect(await screen.findByText('ロック中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ロック解除' })).toBeNull();
  });
});
