import type { SignageBoardRow, SignageProgram } from '@cinema/contracts';

// A program as the API answers it, for the player's tests: 新宿's board of a day with three screenings.

const row = (id: number, start: string, end: string, o: Partial<SignageBoardRow> = {}): SignageBoardRow => ({
  screeningId: id,
  businessDate: '2026-12-01',
  filmId: 1,
  filmName: '風の向こうの街',
  classification: 'G',
  startAt: `2026-12-01T${start}:00+09:00`,
  endAt: `2026-12-01T${end}:00+09:00`,
  startTime: start,
  endTime: end,
  screenName: 'スクリーン1',
  formatName: '2D',
  languageName: '字幕版',
  remaining: 120,
  total: 180,
  mark: '○',
  ...o,
});

export const at = (hhmm: string) => Date.parse(`2026-12-01T${hhmm}:00+09:00`);

export const program = (o: Partial<SignageProgram> = {}): SignageProgram => ({
  device: { id: 9, code: 'SIG01', name: 'ロビーサイネージ' },
  playlist: null,
  display: null,
  messages: [],
  board: {
    cinemaName: 'シネマライン新宿',
    businessDate: '2026-12-01',
    tomorrowFrom: null,
    days: [
      {
        businessDate: '2026-12-01',
        label: '本日',
        rows: [
          row(1, '10:00', '12:00'),
          row(2, '13:00', '15:00', {
            filmId: 2,
            filmName: '夜明けの灯台',
            classification: 'PG12',
            remaining: 8,
            mark: '△',
          }),
          row(3, '19:00', '21:00', { remaining: 0, mark: '×' }),
          row(4, '25:10', '27:00', {
            screenName: 'スクリーン2',
            startAt: '2026-12-02T01:10:00+09:00',
            endAt: '2026-12-02T03:00:00+09:00',
          }),
        ],
      },
    ],
    films: [
      { id: 1, name: '風の向こうの街', classification: 'G', posterUrl: 'https://img.example.jp/poster1.png' },
      { id: 2, name: '夜明けの灯台', classification: 'PG12', posterUrl: null },
    ],
    generatedAt: '2026-12-01T00:00:00.000Z',
  },
  generatedAt: '2026-12-01T00:00:00.000Z',
  ...o,
});
