import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ja, movieTicketEndpoints, permissionTypes, type MovieTicket } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MovieTicketPage from './movie-ticket-page.js';

// Head office of シネマライン with every 作品 permission; the API answers from these rows.
const session = testSession('headOffice', { permissionMap: { film: [...permissionTypes] } });
const general: MovieTicket = {
  id: 1,
  brandId: 1,
  code: '0101',
  name: 'ムビチケ一般',
  kind: 'general',
  area: 'national',
  users: 1,
  sellAmount: 1600,
  bookedAmount: 1500,
  glassesFee: 0,
  sortOrder: 10,
  active: true,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const pair: MovieTicket = {
  ...general,
  id: 2,
  code: '0105',
  name: 'ムビチケペア',
  kind: 'other',
  users: 2,
  sellAmount: 3000,
  bookedAmount: 2800,
};

const { sentTo } = stubEndpoints(
  [
    on(movieTicketEndpoints.list, () => ({ list: [general, pair], total: 2, page: 0, pageSize: 20 })),
    on(movieTicketEndpoints.lookup, ({ query }) =>
      query.get('code') === '0105'
        ? pair
        : reply(404, { success: false, code: 'moviTicketNotFound', message: ja.moviTicketNotFound }),
    ),
  ],
  // Someone else saved the ticket since this screen read it.
  () => reply(409, { success: false, code: 'stale_version', message: ja.movieTicketStale }),
);

beforeEach(() => signIn(session));

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const lookup = async (code: string) => {
  const box = screen.getByLabelText('照会する券種コード');
  await user.clear(box);
  await user.type(box, `${code}{enter}`);
};

const renderPage = () => renderWithProviders(<MovieTicketPage />);

describe('movie ticket master page', () => {
  it('lists both unit prices in yen, and looks a code up: found, then unknown', async () => {
    renderPage();
    expect(await screen.findByText('¥1,600')).toBeTruthy();
    expect(screen.getByText('¥1,500')).toBeTruthy();
    expect(screen.getByText('2名')).toBeTruthy();

    await lookup('0105');
    const found = await screen.findByText('券種コード照会', { selector: '.ant-popover-title' });
    const popover = found.closest<HTMLElement>('.ant-popover')!;
    expect(await within(popover).findByText('¥2,800')).toBeTruthy();

    await lookup('9999');
    expect(await within(popover).findByText('ムビチケの券種が見つかりません。')).toBeTruthy();
  });

  it('shows the 券種マスター message in the form when someone else saved first', async () => {
    renderPage();
    await screen.findByText('¥1,600');
    const row = screen.getByText('ムビチケ一般').closest<HTMLElement>('tr')!;
    await user.click(within(row).getByText('編集'));
    const dialog = (await screen.findByText('ムビチケ券種編集', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    await user.click(dialog.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!);
    expect(await within(dialog).findByText(ja.movieTicketStale)).toBeTruthy();
    await waitFor(() => {
      const [sent] = sentTo(movieTicketEndpoints.update);
      expect(sent).toMatchObject({ id: 1, version: 3, code: '0101' });
    });
  });
});
