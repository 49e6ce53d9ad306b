import { describe, expect, it } from 'vitest';
import { emptyScreenDaysMessage, schedulePublishBody } from './schedule-publish.js';

describe('schedulePublishBody', () => {
  it('names a broken date instead of comparing it (the fuzz suite found a 500 here)', () => {
    for (const to of ['9007199254740991', '2026-05-04\u0000', '', '2026-02-29']) {
      const r = schedulePublishBody.safeParse({ from: '2026-05-04', to });
      expect(r.success).toBe(false);
      expect(new Set(r.error!.issues.map((i) => i.path.join('.')))).toEqual(new Set(['to']));
    }
  });

  it('takes up to 31 days, from before to', () => {
    expect(schedulePublishBody.safeParse({ from: '2026-11-27', to: '2026-12-27' }).success).toBe(true);
    expect(schedulePublishBody.safeParse({ from: '2026-11-27', to: '2026-12-28' }).success).toBe(false);
    expect(schedulePublishBody.safeParse({ from: '2026-11-27', to: '2026-11-26' }).success).toBe(false);
  });
});

describe('emptyScreenDaysMessage', () => {
  it('names the screen and its empty days, short and with the weekday', () => {
    const message = emptyScreenDaysMessage({
      houseId: 3,
      houseName: 'スクリーン3',
      dates: ['2026-12-04', '2026-12-05'],
    });
    expect(message).toBe('スクリーン3: 12/4（金）・12/5（土） に上映がありません');
  });
});
