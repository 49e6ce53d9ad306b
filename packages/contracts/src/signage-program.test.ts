import { describe, expect, it } from 'vitest';
import { messageShownAt, seatMark, slideShownAt } from './signage-program.js';
import { signageMessageCreateBody } from './signage-message.js';
import { signageSlideBody } from './signage.js';

// The lobby's rules (docs/signage.md): 残席 as ○△×, a slide's dates and daily window in Japan time, a message's window.

const at = (tokyo: string) => new Date(`${tokyo}+09:00`);
const always = { startDate: null, endDate: null, startTime: null, endTime: null };

describe('seatMark', () => {
  it('reads × when none remain, △ for a fifth or ten seats or fewer, ○ otherwise', () => {
    expect(seatMark(0, 100)).toBe('×');
    expect(seatMark(-2, 100)).toBe('×');
    expect(seatMark(10, 300)).toBe('△');
    expect(seatMark(20, 100)).toBe('△');
    expect(seatMark(21, 100)).toBe('○');
    expect(seatMark(60, 300)).toBe('△');
    expect(seatMark(61, 300)).toBe('○');
  });
});

describe('slideShownAt', () => {
  it('keeps to the dates and to a daily window, also one across midnight', () => {
    expect(slideShownAt(always, at('2026-12-01T03:00:00'))).toBe(true);
    const december = { ...always, startDate: '2026-12-01', endDate: '2026-12-24' };
    expect(slideShownAt(december, at('2026-11-30T23:59:00'))).toBe(false);
    expect(slideShownAt(december, at('2026-12-24T23:59:00'))).toBe(true);
    expect(slideShownAt(december, at('2026-12-25T00:00:00'))).toBe(false);
    const night = { ...always, startTime: '20:00', endTime: '01:00' };
    expect(slideShownAt(night, at('2026-12-01T19:59:00'))).toBe(false);
    expect(slideShownAt(night, at('2026-12-01T23:30:00'))).toBe(true);
    expect(slideShownAt(night, at('2026-12-02T00:59:00'))).toBe(true);
    expect(slideShownAt(night, at('2026-12-02T01:00:00'))).toBe(false);
  });
});

describe('messages and slides as saved', () => {
  it('shows a message from its start until its end, and an urgent one always full screen', () => {
    const m = { startAt: '2026-12-01T10:00:00+09:00', endAt: '2026-12-01T11:00:00+09:00' };
    expect(messageShownAt(m, at('2026-12-01T09:59:59'))).toBe(false);
    expect(messageShownAt(m, at('2026-12-01T10:30:00'))).toBe(true);
    expect(messageShownAt(m, at('2026-12-01T11:00:00'))).toBe(false);
    const urgent = signageMessageCreateBody.parse({
      kind: 'urgent',
      style: 'ticker',
      text: '緊急',
      startAt: m.startAt,
    });
    expect(urgent.style).toBe('fullscreen');
  });

  it('keeps only the source of the slide’s kind, and asks for both ends of a window', () => {
    const video = signageSlideBody.parse({
      kind: 'video',
      videoUrl: 'https://example.com/a.mp4',
      imageUrl: '/api/system/file/a.png',
      durationSeconds: 15,
    });
    expect(video).toMatchObject({ imageUrl: null, videoUrl: 'https://example.com/a.mp4' });
    const half = signageSlideBody.safeParse({ kind: 'board', durationSeconds: 15, startTime: '10:00' });
    expect(half.success).toBe(false);
    const http = signageSlideBody.safeParse({
      kind: 'video',
      videoUrl: 'http://example.com/a.mp4',
      durationSeconds: 15,
    });
    expect(http.error?.issues[0]?.message).toBe('「動画のURL」はhttps://で始まるURLを入力してください');
  });
});
