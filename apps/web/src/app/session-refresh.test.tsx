import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authEndpoints } from '@cinema/contracts';
import { usePermission } from '../api/session.js';
import { on, stubEndpoints } from '../test/fetch-mock.js';
import { signIn, testSession } from '../test/session.js';
import { useSessionRefreshOnNavigate } from './app-layout.js';

// A role an administrator changed takes effect at the next screen, without logging out.
const before = testSession('headOffice', { isAdmin: false, permissionMap: { film: ['view'] } });
const after = testSession('headOffice', { isAdmin: false, permissionMap: { film: ['view', 'create'] } });
const { fetchMock } = stubEndpoints([on(authEndpoints.current, () => after)]);

function Screen() {
  useSessionRefreshOnNavigate();
  const perm = usePermission('film');
  return <p>{perm.can('create') ? '新規登録できる' : '新規登録できない'}</p>;
}

describe('permissions on navigation', () => {
  it('reads the session again when the user moves to another screen', async () => {
    signIn(before);
    const router = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: ['/movie'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('新規登録できない')).toBeTruthy();
    const calls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/session/current'));
    expect(calls()).toHaveLength(0);
    await act(async () => {
      await router.navigate('/movie/create');
    });
    expect(await screen.findByText('新規登録できる')).toBeTruthy();
    expect(calls()).toHaveLength(1);
  });
});
