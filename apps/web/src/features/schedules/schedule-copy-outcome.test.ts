import { describe, expect, it } from 'vitest';
import { copyOutcome } from './schedule-copy-modal.js';

const skipped = { businessDate: '2026-12-05', startTime: '10:00', houseName: 'スクリーン1' };

describe('what a schedule copy says', () => {
  it('is green only when screenings were copied', () => {
    expect(copyOutcome({ created: 12, skipped: [] })).toEqual([
      { type: 'success', text: '12件の上映回をコピーしました' },
    ]);
  });

  it('never says 「0件の上映回をコピーしました」 in green', () => {
    const empty = copyOutcome({ created: 0, skipped: [] });
    expect(empty).toEqual([{ type: 'info', text: 'コピー元に上映回がないため、コピーしませんでした' }]);
    const collided = copyOutcome({ created: 0, skipped: [skipped] });
    expect(collided.map((m) => m.type)).toEqual(['warning']);
    expect(collided[0]!.text).toMatch(
      /^上映回はコピーされませんでした。重複する1件はコピーしませんでした（.*10:00 スクリーン1）$/,
    );
  });

  it('names the first three collisions and counts the rest, so the message stays short', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...skipped, startTime: `${10 + (i % 10)}:00` }));
    const [, warning] = copyOutcome({ created: 4, skipped: many });
    expect(warning!.text).toMatch(
      /^重複する20件はコピーしませんでした（.*10:00 スクリーン1、.*11:00 スクリーン1、.*12:00 スクリーン1 ほか17件）$/,
    );
  });
});
