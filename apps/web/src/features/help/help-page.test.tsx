import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import HelpPage from './help-page.js';

describe('help page', () => {
  it('describes only the screens the reader can open, with real help for each', async () => {
    signIn(testSession('staff', { permissionMap: { film: ['view'], screen: ['view'], performance: ['view'] } }));
    renderWithProviders(<HelpPage />, { path: '/help' });
    expect(await screen.findByRole('link', { name: '作品' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'スクリーン' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '上映スケジュール表示' })).toBeTruthy();
    expect(screen.getByText(/座席は「F列12番」のように/)).toBeTruthy();
    expect(screen.getByText(/1週間分の上映スケジュールを作品ごとに/)).toBeTruthy();
    // Head-office and platform screens are not described to cinema staff.
    for (const label of ['ブランド', '全体設定', 'ドメイン設定', 'ロール・権限'])
      expect(screen.queryByText(label)).toBeNull();
    expect(screen.queryByText(/全体設定とドメイン設定/)).toBeNull();
  });

  it('gives a signed-out reader the overview of every menu group', async () => {
    localStorage.clear();
    renderWithProviders(<HelpPage />, { path: '/help' });
    expect(await screen.findByText('全体設定')).toBeTruthy();
    expect(screen.getAllByText('作品').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: '作品' })).toBeNull();
  });
});
