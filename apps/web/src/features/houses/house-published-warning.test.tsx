import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { houseEndpoints } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { HousePublishedWarning } from './house-published-warning.js';

const item = (id: number, startTime: string) => ({
  id,
  businessDate: '2026-12-18',
  startTime,
  houseName: 'スクリーン1',
  filmName: '真夜中の訪問者',
  note: null,
});
stubEndpoints([
  on(houseEndpoints.publishedScreenings, ({ params }) =>
    params.id === '1'
      ? { count: 5, items: [item(1, '10:00'), item(2, '13:00'), item(3, '16:00'), item(4, '19:00'), item(5, '22:00')] }
      : { count: 0, items: [] },
  ),
]);

describe('published screenings warning on the screen form', () => {
  it('names the published screenings and what may still change', async () => {
    renderWithProviders(<HousePublishedWarning houseId={1} />);
    expect(
      await screen.findByText(
        'このスクリーンには公開中の上映回が5件あります（12/18（金） 10:00「真夜中の訪問者」、12/18（金） 13:00「真夜中の訪問者」、12/18（金） 16:00「真夜中の訪問者」 ほか2件）。座席の種別は変更できますが、座席番号の変更・座席の削除や移動はできません。',
      ),
    ).toBeTruthy();
  });

  it('says nothing for a screen without them', async () => {
    const { container } = renderWithProviders(<HousePublishedWarning houseId={2} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
