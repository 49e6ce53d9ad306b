import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  cinemaEndpoints,
  copyToCinemasMessages,
  permissionTypes,
  priceTemplateEndpoints,
  type CopyToCinemasAnswer,
  type PriceTemplateListItem,
  type SessionCinema,
} from '@cinema/contracts';
import { ReadOnlyContext } from '../../api/read-only.js';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession, workingAt } from '../../test/session.js';
import PriceTemplateListPage from './price-template-list-page.js';
import { chooseOption } from '../../test/select.js';

// 他の劇場へコピー… (docs/domain.md, "copying to other cinemas"): head office reading 新宿's templates copies the
// chosen ones to other cinemas, and is told per cinema what was copied and what was not.
const shinjuku: SessionCinema = { id: 1, name: 'シネマライン新宿', code: '0101', brandId: 1 };
const cinemas = [shinjuku, { ...shinjuku, id: 2, name: 'シネマライン池袋', code: '0102' }];
const template = (id: number, name: string): PriceTemplateListItem => ({
  id,
  brandId: 1,
  cinemaId: 1,
  name,
  note: null,
  screeningCount: 0,
  version: 1,
  createdAt: '2031-01-01T00:00:00.000Z',
  updatedAt: '2031-01-01T00:00:00.000Z',
  ticketCount: 1,
  ticketNames: ['一般'],
  minPrice: 2000,
  maxPrice: 2000,
});
let answer: CopyToCinemasAnswer | ReturnType<typeof reply>;
const { sentTo } = stubEndpoints([
  on(cinemaEndpoints.listMap, () => cinemas),
  on(priceTemplateEndpoints.list, () => ({
    list: [template(11, '通常料金'), template(12, 'レイトショー料金')],
    total: 2,
    page: 0,
    pageSize: 20,
  })),
  on(priceTemplateEndpoints.copyToCinemas, () => answer),
]);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
/** The list as head office reads it: the guard gives a cinema's screen to head office read only. */
const open = (readOnly = true) =>
  renderWithProviders(
    <ReadOnlyContext.Provider value={readOnly}>
      <PriceTemplateListPage />
    </ReadOnlyContext.Provider>,
    { path: '/rules' },
  );
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const headOffice = (permissions = [...permissionTypes]) =>
  signIn(testSession('headOffice', { ...workingAt(shinjuku), cinemas, permissionMap: { performance: permissions } }));

describe('料金テンプレート一覧, head office reading a cinema', () => {
  beforeEach(() => {
    headOffice();
    answer = {
      count: 1,
      cinemas: [
        {
          cinemaId: 2,
          cinemaName: 'シネマライン池袋',
          copied: [{ sourceId: 12, id: 99, name: 'レイトショー料金' }],
          skipped: [{ sourceId: 11, name: '通常料金', reason: copyToCinemasMessages.sameName('料金テンプレート') }],
        },
      ],
    };
  });

  it('copies the chosen templates to the cinemas picked, then says per cinema what was and was not copied', async () => {
    open();
    await screen.findByText('レイトショー料金');
    const action = screen.getByRole('button', { name: /他の劇場へコピー…/ });
    expect(action.hasAttribute('disabled')).toBe(true);
    await user.click(within(rowOf('通常料金')).getByRole('checkbox'));
    await user.click(within(rowOf('レイトショー料金')).getByRole('checkbox'));
    await user.click(action);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/選択した2件の料金テンプレートを/)).toBeTruthy();
    // Worded as the schedule copy's choice, and like it starting from the refusal.
    expect(dialog.getByLabelText<HTMLInputElement>('1件でも重なれば何もコピーしない').checked).toBe(true);
    await user.click(dialog.getByLabelText('同じ名前があればその分だけ飛ばす'));
    await user.click(dialog.getByRole('button', { name: /コピーする/ }));
    expect(await dialog.findByText('「コピー先の劇場」を選択してください')).toBeTruthy();
    expect(sentTo(priceTemplateEndpoints.copyToCinemas)).toEqual([]);

    // The cinema being read is not offered.
    await user.click(dialog.getByLabelText('コピー先の劇場'));
    expect(screen.queryByTitle('シネマライン新宿（0101）')).toBeNull();
    await chooseOption(user, dialog.getByLabelText('コピー先の劇場'), 'シネマライン池袋（0102）');
    await user.click(dialog.getByRole('button', { name: /コピーする/ }));
    await waitFor(() => expect(sentTo(priceTemplateEndpoints.copyToCinemas)).toHaveLength(1));
    expect(sentTo(priceTemplateEndpoints.copyToCinemas)[0]).toEqual({
      ids: [11, 12],
      cinemaIds: [2],
      onConflict: 'skip',
    });
    const result = within((await screen.findByText('コピーの結果')).closest('[role="dialog"]') as HTMLElement);
    expect(result.getByText('1件をコピーしました')).toBeTruthy();
    expect(result.getByText('シネマライン池袋：1件をコピー「レイトショー料金」')).toBeTruthy();
    expect(
      result.getByText(
        'シネマライン池袋：1件はコピーしませんでした「通常料金」（同じ名前の料金テンプレートがコピー先の劇場にあります）',
      ),
    ).toBeTruthy();
  });

  it('keeps the dialog open with each clash listed when nothing may be copied', async () => {
    answer = reply(409, {
      success: false,
      code: 'conflict',
      message: copyToCinemasMessages.aborted('料金テンプレート'),
      errors: ['通常料金', 'レイトショー料金'].map((n) => ({ field: 'ids', message: `シネマライン池袋：「${n}」` })),
    });
    open();
    await screen.findByText('レイトショー料金');
    await user.click(within(rowOf('通常料金')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /他の劇場へコピー…/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'すべて選択' }));
    await user.click(dialog.getByRole('button', { name: /コピーする/ }));
    expect(await dialog.findByText('シネマライン池袋：「通常料金」')).toBeTruthy();
    expect(dialog.getByText('シネマライン池袋：「レイトショー料金」')).toBeTruthy();
    expect(sentTo(priceTemplateEndpoints.copyToCinemas).at(-1)).toEqual({
      ids: [11],
      cinemaIds: [2],
      onConflict: 'abort',
    });
  });

  it('offers no copy to head office without the create permission, nor outside the read-only mode', async () => {
    headOffice(['view', 'export']);
    const first = open();
    await screen.findByText('レイトショー料金');
    expect(screen.queryByRole('button', { name: /他の劇場へコピー…/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    first.unmount();
    signIn(testSession('staff', { permissionMap: { performance: [...permissionTypes] } }));
    open(false);
    await screen.findByText('レイトショー料金');
    expect(screen.queryByRole('button', { name: /他の劇場へコピー…/ })).toBeNull();
  });
});
