import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceTemplateEndpoints, versionEndpoints } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { PriceTemplateDefaultsModal } from './price-template-defaults-modal.js';

const { sentTo } = stubEndpoints([
  on(priceTemplateEndpoints.defaults, () => ({
    cinemaId: 3,
    list: [
      {
        category: 'main' as const,
        formatVersionId: null,
        formatName: null,
        priceTemplateId: 10,
        priceTemplateName: '通常料金',
      },
      {
        category: 'late' as const,
        formatVersionId: 7,
        formatName: 'IMAX',
        priceTemplateId: 11,
        priceTemplateName: 'レイト',
      },
    ],
  })),
  on(priceTemplateEndpoints.listMap, () => [
    { id: 10, name: '通常料金' },
    { id: 11, name: 'レイト' },
  ]),
  on(versionEndpoints.list, () => ({ list: [{ id: 7, kind: 'format' as const, code: 'IMAX', name: 'IMAX' }] })),
  on(priceTemplateEndpoints.saveDefaults, ({ body }) => ({ cinemaId: 3, list: body.list as never })),
]);

describe('price template defaults dialog', () => {
  it('shows the stored defaults and saves the set that is left', async () => {
    const onClose = vi.fn();
    renderWithProviders(<PriceTemplateDefaultsModal cinemaId={3} onClose={onClose} />);
    expect(await screen.findByText('既定の料金')).toBeTruthy();
    expect((await screen.findAllByText('レイト')).length).toBeGreaterThan(0);
    const removes = screen.getAllByRole('button', { name: 'この行を削除' });
    expect(removes).toHaveLength(2);
    await userEvent.click(removes[0]!);
    await userEvent.click(screen.getByRole('button', { name: /保\s?存|OK/ }));
    await waitFor(() => expect(sentTo(priceTemplateEndpoints.saveDefaults)).toHaveLength(1));
    expect(sentTo(priceTemplateEndpoints.saveDefaults)[0]).toEqual({
      cinemaId: 3,
      list: [{ category: 'late', formatVersionId: 7, priceTemplateId: 11 }],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
