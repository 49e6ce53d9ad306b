import { describe, expect, it } from 'vitest';
import { historyKey, nextSelection } from './timeline-select.js';
import { clashMessage } from './use-timeline-drag.js';
import { toItem } from './timeline-model.js';
import { at } from './timeline-fixture.js';

const key = (k: string, over: object = {}) => ({
  key: k,
  ctrlKey: true,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  target: null,
  ...over,
});

describe('timeline selection and keys', () => {
  it('a press picks one, Ctrl/Shift+click adds or removes, a press on a selected one keeps the group', () => {
    expect(nextSelection([], 1, 'press')).toEqual([1]);
    expect(nextSelection([1], 2, 'toggle')).toEqual([1, 2]);
    expect(nextSelection([1, 2], 1, 'toggle')).toEqual([2]);
    expect(nextSelection([1, 2], 2, 'press')).toEqual([1, 2]);
    expect(nextSelection([1, 2], 2, 'click')).toEqual([2]);
    expect(nextSelection([1, 2], 3, 'press')).toEqual([3]);
    expect(nextSelection([1, 2], null, 'press')).toEqual([]);
  });

  it('Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo, not while typing', () => {
    expect(historyKey(key('z'))).toBe('undo');
    expect(historyKey(key('Z', { shiftKey: true }))).toBe('redo');
    expect(historyKey(key('y'))).toBe('redo');
    expect(historyKey(key('z', { ctrlKey: false, metaKey: true }))).toBe('undo');
    expect(historyKey(key('z', { ctrlKey: false }))).toBeNull();
    const input = document.createElement('input');
    expect(historyKey(key('z', { target: input }))).toBeNull();
  });

  it('a refused drop names the screening it collides with, as the form does', () => {
    const hit = toItem(at(7, 1, '2026-12-21', '23:50', '25:44', { filmName: '真夜中の訪問者' }));
    expect(clashMessage({ date: '2026-12-21' }, hit)).toBe(
      'このスクリーンには、指定した日時の上映スケジュールがすでに登録されています。12/21（月） 23:50〜25:44「真夜中の訪問者」と重なっています（清掃時間を含む）',
    );
  });
});
