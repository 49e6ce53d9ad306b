import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { signIn, testSession } from '../test/session.js';
import { RequireAuth } from './guard.js';

const cinemas = [
  { id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 },
  { id: 11, name: 'シネマライン池袋', code: 'IKB', brandId: 1 },
];

const mount = () => {
  signIn(
    testSession('headOffice', { cinemas, adminType: 'cinema', isAdmin: false, permissionMap: { screen: ['view'] } }),
  );
  const router = createMemoryRouter(
    [{ element: <RequireAuth />, children: [{ path: '/house', element: <p>screens</p> }] }],
    { initialEntries: ['/house'] },
  );
  render(<RouterProvider router={router} />);
};

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('劇場を選択 on a cinema-scoped screen', () => {
  it('can be left with Esc, キャンセル or ×, and opened again from the screen', async () => {
    mount();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await dialogGone();
    expect(screen.getByText('この画面は劇場ごとの操作です。操作する劇場を選ぶと表示されます。')).toBeTruthy();
    expect(screen.queryByText('screens')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '劇場を選択' }));
    await userEvent.click(await screen.findByRole('button', { name: 'キャンセル' }));
    await dialogGone();

    await userEvent.click(screen.getByRole('button', { name: '劇場を選択' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await dialogGone();
  });
});
