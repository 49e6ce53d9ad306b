import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { scheduleEndpoints, versionEndpoints, type Screening } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import SchedulePage from './schedule-page.js';
import { at, weekOf } from './timeline-fixture.js';

// The timeline's undo: a deleted screening is created again by Ctrl+Z, deleted again by Ctrl+Y;
// one on sale asks first, naming it, with the focus on キャンセル.
const day = '2026-05-04';
const draft = at(1, 1, day, '10:00', '12:00');
const onSale = at(2, 2, day, '18:00', '20:00', { status: 'onSale', publishedAt: '2026-04-20T00:00:00.000Z' });
const full = (id: number): Partial<Screening> => {
  const s = [draft, onSale].find((x) => x.id === id) ?? { ...draft, id };
  return {
    ...s,
    cinemaId: 1,
    languageVersionId: 5,
    formatVersionId: 11,
    channels: { online: true, pos: true, kiosk: true },
    salesStartAt: null,
    salesEndAt: null,
    note: null,
  };
};
const { sentTo } = stubEndpoints([
  on(scheduleEndpoints.week, ({ query }) => weekOf(query.get('from')!, [draft, onSale])),
  on(scheduleEndpoints.detail, ({ params }) => full(Number(params.id))),
  on(scheduleEndpoints.delete, () => null),
  on(scheduleEndpoints.create, () => ({ ...full(1), id: 99 })),
  on(versionEndpoints.list, () => ({ list: [] })),
]);

beforeEach(() => {
  signIn(testSession('staff', { permissionMap: { performance: ['view', 'create', 'update', 'delete'] } }));
});

const renderPage = () =>
  renderWithProviders(<SchedulePage />, { path: `/schedule?date=${day}&view=day`, route: '/schedule' });
const click = (el: HTMLElement, init: object = {}) => {
  fireEvent.pointerDown(el, { button: 0, ...init });
  fireEvent.pointerUp(window, init);
};

describe('timeline undo', () => {
  it('Delete, then Ctrl+Z creates the screening again and Ctrl+Y deletes it again', async () => {
    renderPage();
    const block = await screen.findByRole('button', { name: '作品1 10:00–12:00' });
    click(block);
    fireEvent.keyDown(screen.getByRole('region', { name: '上映スケジュールのタイムライン' }), { key: 'Delete' });
    fireEvent.click(await screen.findByRole('button', { name: /削除する/ }));
    await waitFor(() => expect(sentTo(scheduleEndpoints.delete)).toHaveLength(1));
    const undo = screen.getByRole('button', { name: '元に戻す' });
    await waitFor(() => expect(undo).toHaveProperty('disabled', false));

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(sentTo(scheduleEndpoints.create)).toHaveLength(1));
    expect(sentTo(scheduleEndpoints.create)[0]).toMatchObject({
      filmId: draft.filmId,
      houseId: 1,
      languageVersionId: 5,
      formatVersionId: 11,
      startAt: draft.startAt,
      endAt: draft.endAt,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'やり直す' })).toHaveProperty('disabled', false));

    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    // The screening created again has a new id: the redo deletes that one.
    await waitFor(() => expect(sentTo(scheduleEndpoints.delete)).toHaveLength(2));
  });

  it('a published screening on sale asks by name, with the focus on キャンセル', async () => {
    renderPage();
    click(await screen.findByRole('button', { name: '作品2 18:00–20:00' }));
    fireEvent.keyDown(screen.getByRole('region', { name: '上映スケジュールのタイムライン' }), { key: 'Delete' });
    // The last dialog opened (an earlier test's may still be in the document, closing).
    const last = (sel: string) => [...document.querySelectorAll(sel)].at(-1)?.textContent;
    await waitFor(() => expect(last('.ant-modal-confirm-title')).toBe('販売中の上映回を削除しますか？'));
    const content = last('.ant-modal-confirm-content');
    expect(content).toContain('「作品2」 5/4（月） 18:00–20:00 スクリーン2');
    expect(content).toContain('販売もできなくなります');
    await waitFor(() => expect(document.activeElement?.textContent?.replace(/\s/g, '')).toBe('キャンセル'));
    fireEvent.click(document.activeElement!);
    expect(sentTo(scheduleEndpoints.delete)).toHaveLength(0);
  });

  it('Ctrl+click selects several; Esc clears', async () => {
    renderPage();
    const a = await screen.findByRole('button', { name: '作品1 10:00–12:00' });
    const b = screen.getByRole('button', { name: '作品2 18:00–20:00' });
    click(a);
    click(b, { ctrlKey: true });
    expect(await screen.findByText(/2件を選択中/)).toBeTruthy();
    expect(a.getAttribute('aria-pressed')).toBe('true');
    expect(b.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(screen.getByRole('region', { name: '上映スケジュールのタイムライン' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(/2件を選択中/)).toBeNull());
  });
});
