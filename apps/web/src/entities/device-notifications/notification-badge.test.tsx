import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { deviceNotificationEndpoints } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { NotificationBadge } from './notification-badge.js';

let unread = 0;
const { fetchMock } = stubEndpoints([on(deviceNotificationEndpoints.unreadCount, () => ({ count: unread }))]);

beforeEach(() => {
  localStorage.setItem('token', 't');
});

const renderBadge = () => renderWithProviders(<NotificationBadge />);

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
