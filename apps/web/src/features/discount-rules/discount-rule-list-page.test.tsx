import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  cinemaEndpoints,
  discountRuleEndpoints,
  permissionTypes,
  type DiscountRule,
  type SessionCinema,
} from '@cinema/contracts';
import { ReadOnlyContext } from '../../api/read-only.js';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession, workingAt } from '../../test/session.js';
import DiscountRuleListPage from './discount-rule-list-page.js';

// 割引ルール一覧 as head office reads a cinema's: the same 他の劇場へコピー… as the price templates
// (entities/cinemas/copy-to-cinemas-modal.tsx), sending to the rules' own endpoint.
const shinjuku: SessionCinema = { id: 1, name: 'シネマライン新宿', code: '0101', brandId: 1 };
const cinemas = [
  shinjuku,
  { ...shinjuku, id: 2, name: 'シネマライン池袋', code: '0102' },
  { ...shinjuku, id: 3, name: 'シネマライン横浜', code: '0103' },
];
const rule: DiscountRule = {
  id: 21,
  brandId: 1,
  cinemaId: 1,
  name: '夫婦50割',
  quantity: 2,
  maxQuantity: 2,
  discountType: 'groupPrice',
  amountOff: null,
  percentOff: null,
  groupPrice: 2400,
  ticketKinds: ['general', 'senior'],
  holidaysAsSunday: false,
  sameDayOnly: false,
  boxOfficeReflection: true,
  couponCombinable: false,
  validFrom: null,
  validTo: null,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  active: true,
  note: null,
  version: 1,
  createdAt: '2031-01-01T00:00:00.000Z',
  updatedAt: '2031-01-01T00:00:00.000Z',
};
const { sentTo } = stubEndpoints([
  on(cinemaEndpoints.listMap, () => cinemas),
  on(discountRuleEndpoints.list, () => ({ list: [rule], total: 1, page: 0, pageSize: 20 })),
  on(discountRuleEndpoints.copyToCinemas, () => ({
    count: 2,
    cinemas: [2, 3].map((cinemaId) => ({
      cinemaId,
      cinemaName: cinemas.find((c) => c.id === cinemaId)!.name,
      copied: [{ sourceId: 21, id: 90 + cinemaId, name: '夫婦50割' }],
      skipped: [],
    })),
  })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

describe('割引ルール一覧, head office reading a cinema', () => {
  it('copies the chosen rule to every other cinema and says so per cinema', async () => {
    signIn(
      testSession('headOffice', {
        ...workingAt(shinjuku),
        cinemas,
        permissionMap: { performance: [...permissionTypes] },
      }),
    );
    renderWithProviders(
      <ReadOnlyContext.Provider value>
        <DiscountRuleListPage />
      </ReadOnlyContext.Provider>,
      { path: '/discountRules' },
    );
    const row = (await screen.findByText('夫婦50割')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /他の劇場へコピー…/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/選択した1件の割引ルールを/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'すべて選択' }));
    await user.click(dialog.getByRole('button', { name: /コピーする/ }));
    await waitFor(() => expect(sentTo(discountRuleEndpoints.copyToCinemas)).toHaveLength(1));
    expect(sentTo(discountRuleEndpoints.copyToCinemas)[0]).toEqual({
      ids: [21],
      cinemaIds: [2, 3],
      onConflict: 'abort',
    });
    expect(await screen.findByText('2件をコピーしました')).toBeTruthy();
    expect(screen.getByText('シネマライン横浜：1件をコピー「夫婦50割」')).toBeTruthy();
  });
});
