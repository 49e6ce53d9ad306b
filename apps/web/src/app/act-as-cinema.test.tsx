import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authEndpoints } from '@cinema/contracts';
import { RequireAuth } from './guard.js';
import { on, stubEndpoints } from '../test/fetch-mock.js';
import { signIn, testSession, workingAt } from '../test/session.js';
import { useActAs } from '../ui/use-act-as.js';

// A brand administrator enters a cinema with no staff account: the server session becomes the cinema's,
// no changeAccountId header is kept, and 元のアカウントに戻る has the original to go back to.
const yokohama = { id: 12, name: 'シネマライン横浜', code: 'YKH', brandId: 1 };
const asYokohama = {
  ...testSession('headOffice'),
  ...workingAt(yokohama),
  adminType: 'cinema' as const,
  loginAsAccountId: 2,
  originalUserName: 'hq',
};
const api = stubEndpoints([
  on(authEndpoints.loginAsCinema, () => ({ id: 2, userName: 'hq' })),
  on(authEndpoints.current, () => asYokohama),
]);

function CinemaList() {
  const { asCinema } = useActAs();
  return (
    <button type="button" onClick={() => asCinema(yokohama)}>
      劇場として操作
    </button>
  );
}
const Dashboard = () => <p>dashboard at {useLocation().pathname}</p>;

describe('劇場として操作', () => {
  it('asks first, then works as the cinema from the dashboard, keeping the way back', async () => {
    signIn(testSession('headOffice', { permissionMap: { settings: ['view'] } }));
    const router = createMemoryRouter(
      [
        {
          element: <RequireAuth />,
          children: [
            { path: '/cinema', element: <CinemaList /> },
            { path: '/dashboard', element: <Dashboard /> },
          ],
        },
      ],
      { initialEntries: ['/cinema'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '劇場として操作' }));
    expect(await screen.findAllByText('「シネマライン横浜」として代理ログインしますか？')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '代理ログインする' }));
    expect(await screen.findByText('dashboard at /dashboard')).toBeTruthy();
    expect(api.sentTo(authEndpoints.loginAsCinema)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ adminType: 'cinema', cinemaId: 12 });
    expect(localStorage.getItem('changeAccountId')).toBeNull();
    expect(JSON.parse(localStorage.getItem('originalUserMsg')!).userName).toBe('hq');
  });
});
