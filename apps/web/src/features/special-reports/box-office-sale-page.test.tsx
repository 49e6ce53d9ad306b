import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { filmEndpoints, specialReportEndpoints, type BoxOfficeSale } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import BoxOfficeSalePage from './box-office-sale-page.js';

// 興行成績報告書（料金別） for a cinema: nothing is read until a film is chosen; then a row per 料金区分 with each day's
// 人員, 計人員, 単価 and 金額, and the form's foot (合計, 上映回数, 消費税, 税抜) in the table.
const session = testSession('staff', { specialReport: true, permissionMap: { special: ['view', 'export'] } });
const answer: BoxOfficeSale = {
  film: { id: 7, name: '銀河の約束', distributorName: '東和', releaseDate: '2026-11-20' },
  days: ['2026-11-28', '2026-11-29'],
  rows: [
    { key: 'a', kind: 'ticket', label: '一般', unitPrice: 1800, persons: [5, 1], totalPersons: 6, amount: 10800 },
    {
      key: 'b',
      kind: 'movieTicket',
      label: 'ムビチケ（一般）',
      unitPrice: 1500,
      persons: [1, 0],
      totalPersons: 1,
      amount: 1500,
    },
    { key: 'c', kind: 'invitation', label: '招待', unitPrice: 0, persons: [1, 0], totalPersons: 1, amount: 0 },
  ],
  totals: { persons: [7, 1], totalPersons: 8, amount: 12300 },
  gross: 12300,
  tax: 1118,
  net: 11182,
  screenings: 5,
  screeningsPerDay: [3, 2],
};
const { fetchMock } = stubEndpoints([
  on(filmEndpoints.nameList, () => [{ id: 7, name: '銀河の約束', nameKana: 'ギンガノヤクソク' }]),
  on(specialReportEndpoints.boxOfficeSale, () => answer),
]);
const calls = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/boxOfficeSale'));

describe('興行成績報告書（料金別）', () => {
  it('asks for the film first and reads nothing', async () => {
    signIn(session);
    renderWithProviders(<BoxOfficeSalePage />, { path: '/box-office-sale-report' });
    expect(await screen.findByText('「作品」を選択してください。')).toBeTruthy();
    expect(calls()).toHaveLength(0);
  });

  it('lays the film out by 料金区分 and day, with the foot of the form', async () => {
    signIn(session);
    renderWithProviders(<BoxOfficeSalePage />, {
      path: '/box-office-sale-report?from=2026-11-28&to=2026-11-29&filmId=7',
      route: '/box-office-sale-report',
    });
    const general = (await screen.findByText('一般')).closest('tr')!;
    for (const text of ['5', '1', '6', '1,800', '10,800'])
      expect(within(general).getAllByText(text).length).toBeGreaterThan(0);
    for (const title of ['11/28（土） 人員', '11/29（日） 人員', '計人員', '単価（円）', '金額（円）'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(within(screen.getByText('合計').closest('tr')!).getByText('12,300')).toBeTruthy();
    const shows = screen.getByText('上映回数').closest('tr')!;
    for (const text of ['3', '2', '5']) expect(within(shows).getAllByText(text).length).toBeGreaterThan(0);
    const net = screen
      .getAllByText('興収（税抜）')
      .map((e) => e.closest('tr'))
      .find(Boolean)!;
    expect(within(net).getByText('11,182')).toBeTruthy();
    expect(calls()[0]).toContain('filmId=7');
    expect(calls()[0]).toContain('from=2026-11-28&to=2026-11-29');
  });
});
