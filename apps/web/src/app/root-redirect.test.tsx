import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootRedirect } from './root-redirect.js';

const open = () =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/', element: <RootRedirect /> },
          { path: '/login', element: <p>ログイン画面</p> },
          { path: '/dashboard', element: <p>ダッシュボード画面</p> },
        ],
        { initialEntries: ['/'] },
      )}
    />,
  );

describe('/', () => {
  it('takes a signed-in user, acting as another account too, on to the dashboard, keeping the session', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('originalUserMsg', '{"token":"hq"}');
    open();
    expect(await screen.findByText('ダッシュボード画面')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('originalUserMsg')).toBe('{"token":"hq"}');
  });

  it('shows the login form to anyone else', async () => {
    open();
    expect(await screen.findByText('ログイン画面')).toBeTruthy();
  });
});
