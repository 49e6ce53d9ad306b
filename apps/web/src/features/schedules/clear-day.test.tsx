import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { askClearDay } from './clear-day.js';
import { buildTimeline } from './timeline-model.js';
import { at, weekOf } from './timeline-fixture.js';

const day = '2026-05-07';
const published = { publishedAt: '2026-04-20T00:00:00.000Z' };
const model = buildTimeline(
  weekOf(day, [
    at(1, 1, day, '10:00', '12:00'),
    at(2, 2, day, '13:00', '15:00', { ...published, status: 'onSale' }),
    at(3, 1, '2026-05-08', '10:00', '12:00'),
  ]),
  { view: 'day', date: day, fitWidth: 900, minPxPerMin: 0.5 },
);
// The last dialog opened: an earlier one may still be in the document, closing.
const last = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)].at(-1)!;
const press = (name: string) =>
  fireEvent.click(
    [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns button')].findLast(
      (b) => b.textContent?.replace(/\s/g, '') === name,
    )!,
  );

describe('この日をクリア', () => {
  it('deletes the drafts after one question, then asks about the published ones by name', async () => {
    const clear = vi.fn();
    askClearDay(model, day, clear);
    await waitFor(() =>
      expect(last('.ant-modal-confirm-title').textContent).toBe('5/7（木）の下書き1件を削除しますか？'),
    );
    expect(last('.ant-modal-confirm-content').textContent).toContain('公開済みの1件は残します');
    press('削除する');
    expect(clear).toHaveBeenCalledWith(false);
    await waitFor(() =>
      expect(last('.ant-modal-confirm-title').textContent).toBe('公開済みの上映回1件も削除しますか？'),
    );
    expect(last('.ant-modal-confirm-content').textContent).toContain(
      '「作品2」 5/7（木） 13:00–15:00 スクリーン2（販売中）',
    );
    // The focus starts on キャンセル; cancelling keeps the published ones.
    await waitFor(() => expect(document.activeElement?.textContent?.replace(/\s/g, '')).toBe('キャンセル'));
    press('キャンセル');
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
