import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { SignageSlide } from '@cinema/contracts';
import { at, program } from './player-fixtures.js';
import { PlayerView, slideAt } from './player-view.js';

// The player (docs/signage.md): what the lobby sees of a program at a moment.

const slide = (o: Partial<SignageSlide>): SignageSlide => ({
  kind: 'board',
  imageUrl: null,
  videoUrl: null,
  filmId: null,
  durationSeconds: 10,
  startDate: null,
  endDate: null,
  startTime: null,
  endTime: null,
  ...o,
});

describe('the board', () => {
  it('lists the screenings not yet over with 36-hour times and 残席 ○△×', () => {
    render(<PlayerView program={program()} now={at('12:30')} />);
    const board = screen.getByTestId('player-board');
    expect(within(board).queryByText('10:00')).toBeNull();
    expect(within(board).getByText('25:10')).toBeTruthy();
    expect(within(board).getByText('残りわずか')).toBeTruthy();
    expect(within(board).getByText('満席')).toBeTruthy();
  });

  it('turns a long day into pages, eight seconds each', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      ...program().board.days[0]!.rows[0]!,
      screeningId: 100 + i,
      startTime: `${String(13 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      startAt: '2026-12-01T13:00:00+09:00',
      endAt: '2026-12-01T23:00:00+09:00',
    }));
    const p = program();
    const long = { ...p, board: { ...p.board, days: [{ ...p.board.days[0]!, rows }] } };
    const page1 = Math.ceil(at('12:00') / 16_000) * 16_000;
    const { rerender } = render(<PlayerView program={long} now={page1} />);
    expect(screen.getByText('1/2')).toBeTruthy();
    expect(screen.getByText('13:00')).toBeTruthy();
    expect(screen.queryByText('22:30')).toBeNull();
    rerender(<PlayerView program={long} now={page1 + 8000} />);
    expect(screen.getByText('2/2')).toBeTruthy();
    expect(screen.getByText('22:30')).toBeTruthy();
  });
});

describe('slides', () => {
  it('turn by their seconds and keep to their daily window', () => {
    const slides = [
      slide({ kind: 'board', durationSeconds: 10 }),
      slide({ kind: 'image', imageUrl: '/api/system/file/a.png', durationSeconds: 5 }),
      slide({ kind: 'film', filmId: 2, durationSeconds: 5, startTime: '18:00', endTime: '23:00' }),
    ];
    // The cycle is 15 s in the morning (the film slide is outside its window), 20 s in the evening.
    const morning = at('09:00');
    expect(slideAt(slides, morning)?.kind).toBe('board');
    expect(slideAt(slides, morning + 11_000)?.kind).toBe('image');
    const evening = at('20:00');
    const kinds = new Set(Array.from({ length: 20 }, (_, s) => slideAt(slides, evening + s * 1000)?.kind));
    expect(kinds).toEqual(new Set(['board', 'image', 'film']));
    expect(slideAt([slide({ startDate: '2030-01-01' })], morning)).toBeNull();
  });

  it('show a film’s poster and today’s times', () => {
    const p = program({ playlist: { name: '作品', slides: [slide({ kind: 'film', filmId: 2 })] } });
    render(<PlayerView program={p} now={at('09:00')} />);
    expect(screen.getByRole('heading', { name: '夜明けの灯台' })).toBeTruthy();
    expect(screen.getByText('13:00')).toBeTruthy();
  });
});

describe('messages', () => {
  const ticker = {
    id: 1,
    kind: 'notice' as const,
    style: 'ticker' as const,
    text: '本日もご来場ありがとうございます',
    startAt: '2026-12-01T09:00:00+09:00',
    endAt: null,
  };
  const urgent = {
    id: 2,
    kind: 'urgent' as const,
    style: 'fullscreen' as const,
    text: '係員の指示に従って避難してください',
    startAt: '2026-12-01T12:00:00+09:00',
    endAt: '2026-12-01T12:30:00+09:00',
  };

  it('run a ticker under the content, and an urgent one replaces everything while it lasts', () => {
    const p = program({ messages: [ticker, urgent] });
    const { rerender } = render(<PlayerView program={p} now={at('11:59')} />);
    expect(screen.getByTestId('player-ticker').textContent).toContain('【お知らせ】本日もご来場ありがとうございます');
    expect(screen.queryByTestId('player-fullscreen')).toBeNull();
    rerender(<PlayerView program={p} now={at('12:10')} />);
    expect(screen.getByRole('alert').textContent).toContain('係員の指示に従って避難してください');
    expect(screen.queryByTestId('player-board')).toBeNull();
    expect(screen.queryByTestId('player-ticker')).toBeNull();
    rerender(<PlayerView program={p} now={at('12:30')} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('player-board')).toBeTruthy();
  });
});

describe('displays', () => {
  it('above a door: the screen’s current and next screening with 年齢制限, 残席 and the message', () => {
    const p = program({ display: { layout: 'door', screenName: 'スクリーン1', message: '撮影禁止' } });
    render(<PlayerView program={p} now={at('10:30')} />);
    const door = screen.getByTestId('player-door');
    expect(within(door).getByText('10:00〜12:00')).toBeTruthy();
    expect(within(door).getByText('13:00〜15:00')).toBeTruthy();
    expect(within(door).getByText('PG12')).toBeTruthy();
    expect(within(door).getByText('撮影禁止')).toBeTruthy();
  });

  it('at the counter: the cinema’s next screenings', () => {
    const p = program({ display: { layout: 'counter', screenName: null, message: null } });
    render(<PlayerView program={p} now={at('14:00')} />);
    const counter = screen.getByTestId('player-counter');
    expect(within(counter).queryByText('13:00')).toBeNull();
    expect(within(counter).getByText('19:00')).toBeTruthy();
    expect(within(counter).getByText('25:10')).toBeTruthy();
  });
});
