import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { lazyScreen, RETRY_EVERY_MS, RETRY_FOR_MS } from './lazy-screen.js';

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

  it('tries again by itself every few seconds, and loads the screen once the network is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Films });
    mount(load);
    expect(await screen.findByText(/自動で再読み込みしています/)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(RETRY_EVERY_MS * 2);
    expect(await screen.findByRole('heading', { name: '作品一覧' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('gives up after two minutes, leaving 再読み込み to the user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    mount(load);
    expect(await screen.findByText(/自動で再読み込みしています/)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(RETRY_FOR_MS + RETRY_EVERY_MS);
    expect(await screen.findByText(/^ネットワークの接続が不安定/)).toBeTruthy();
    expect(screen.queryByText(/自動で再読み込みしています/)).toBeNull();
    const calls = load.mock.calls.length;
    expect(calls).toBeLessThanOrEqual(1 + RETRY_FOR_MS / RETRY_EVERY_MS);
    await vi.advanceTimersByTimeAsync(RETRY_EVERY_MS * 3);
    expect(load.mock.calls.length).toBe(calls);
    vi.useRealTimers();
  });
});
