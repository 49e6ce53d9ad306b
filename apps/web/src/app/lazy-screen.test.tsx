import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { lazyScreen } from './lazy-screen.js';

const Films = () => <h1>作品一覧</h1>;

const mount = (load: () => Promise<{ default: () => React.JSX.Element }>) => {
  const router = createMemoryRouter([{ path: '/movie', lazy: lazyScreen(load) }], { initialEntries: ['/movie'] });
  render(<RouterProvider router={router} />);
};

describe('a screen whose code does not arrive', () => {
  it('shows our message with 再読み込み, which loads the screen in place', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Films });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, assign: reload });
    mount(load);
    expect(await screen.findByRole('heading', { name: '画面を読み込めませんでした' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('heading', { name: '作品一覧' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('stays on our message while still offline, never leaving for the browser error page', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, assign: reload });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    mount(load);
    await userEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
    await userEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText(/まだ読み込めません/)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
