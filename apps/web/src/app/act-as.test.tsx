import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authEndpoints } from '@cinema/contracts';
import { bindFeedback } from '../api/feedback.js';
import { RequireAuth } from './guard.js';
import { on, stubEndpoints } from '../test/fetch-mock.js';
import { signIn, testSession } from '../test/session.js';
import { useActAs } from '../ui/use-act-as.js';

const staff = testSession('staff');
const api = stubEndpoints([
  on(authEndpoints.loginAsAccount, () => ({ id: staff.accountId, userName: staff.userName })),
  on(authEndpoints.current, () => staff),
]);

function UserList() {
  const { asAccount } = useActAs();
  return (
    <button type="button" onClick={() => asAccount({ id: staff.accountId, displayName: staff.displayName })}>
      代理ログイン
    </button>
  );
}
function Dashboard() {
  return <p>dashboard at {useLocation().pathname}</p>;
}

describe('代理ログイン', () => {
  it('asks first, then lands on the dashboard as the account, without an access-denied message', async () => {
    const errors: string[] = [];
    bindFeedback({ error: (t) => errors.push(t), success: () => {} });
    signIn(testSession('headOffice', { permissionMap: { users: ['view'] } }));
    const router = createMemoryRouter(
      [
        {
          element: <RequireAuth />,
          children: [
            { path: '/user', element: <UserList /> },
            { path: '/dashboard', element: <Dashboard /> },
          ],
        },
      ],
      { initialEntries: ['/user'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '代理ログイン' }));
    expect(await screen.findAllByText(`「${staff.displayName}」として代理ログインしますか？`)).not.toHaveLength(0);
    expect(api.sentTo(authEndpoints.loginAsAccount)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '代理ログインする' }));
    expect(await screen.findByText('dashboard at /dashboard')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userData')!).userName).toBe('shinjuku');
    expect(localStorage.getItem('changeAccountId')).toBe(String(staff.accountId));
    expect(errors).toEqual([]);
  });
});
