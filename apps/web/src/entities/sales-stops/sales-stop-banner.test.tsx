import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { salesStopEndpoints, type ActiveSalesStopNotice } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { testSession } from '../../test/session.js';
import { dateTime } from '../../lib/format.js';
import { SalesStopBanner } from './sales-stop-banner.js';

let answer: ActiveSalesStopNotice = null;
stubEndpoints([on(salesStopEndpoints.active, () => answer)]);

const staff = testSession('staff', { permissionMap: { settings: ['view'] } });
const viewer = testSession('staff', { permissionMap: {} });

describe('the sales stop banner', () => {
  it('tells every user of the stopped cinema, with the customers’ message and until when', async () => {
    answer = {
      scope: 'cinema',
      cinemaName: 'シネマライン新宿',
      message: 'ただいまメンテナンス中です。',
      startsAt: '2026-11-23T10:00:00.000Z',
      endsAt: '2026-11-23T12:30:00.000Z',
    };
    renderWithProviders(<SalesStopBanner session={staff} />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(
      `シネマライン新宿のオンライン販売を停止中です（${dateTime('2026-11-23T12:30:00.000Z')}まで）`,
    );
    expect(banner.textContent).toContain('お客様への表示：ただいまメンテナンス中です。');
    expect(screen.getByRole('link', { name: '販売停止の設定へ' }).getAttribute('href')).toBe('/setting-onlinesale');
  });

  it('a platform-wide stop without an end, for a user who may not open the settings: no link', async () => {
    answer = {
      scope: 'platform',
      cinemaName: null,
      message: '全劇場で停止中',
      startsAt: '2026-11-23T10:00:00.000Z',
      endsAt: null,
    };
    renderWithProviders(<SalesStopBanner session={viewer} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'すべての劇場のオンライン販売を停止中です（「終了」するまで）',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing while online sales run', async () => {
    answer = null;
    const { container } = renderWithProviders(<SalesStopBanner session={staff} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
