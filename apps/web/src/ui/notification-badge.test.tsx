import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { NotificationBadge } from './notification-badge.js';

let unread = 0;
const fetchMock = vi.fn(
  async (_url: string) => ({ ok: true, status: 200, json: async () => ({ success: true, data: { count: unread } }) }) as Response,
);

beforeEach(() => {
  localStorage.setItem('token', 't');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const renderBadge = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <NotificationBadge />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('notification badge', () => {
  it('shows the unread count and links to the notification list', async () => {
    unread = 7;
    renderBadge();
    const link = await screen.findByRole('link', { name: '端末通知（未読7件）' });
    expect(link.getAttribute('href')).toBe('/notification-details');
    expect(link.textContent).toContain('7');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/deviceNotificationLog/unreadCount');
  });

  it('shows a plain bell when everything is read', async () => {
    unread = 0;
    renderBadge();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((await screen.findByRole('link', { name: '端末通知' })).textContent).not.toMatch(/\d/);
  });
});
