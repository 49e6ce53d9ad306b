import { describe, expect, it } from 'vitest';
import { houseCreateBody } from './houses.js';
import {
  cellIndex,
  checkSeatPlan,
  copySeatPlan,
  countSeats,
  defaultRowLabel,
  emptyPlan,
  renumber,
  type Seat,
  type SeatPlan,
  type SeatType,
} from './seat-plan.js';

/** A plan from a picture: one string per row, '.' a gap, g/w/v/s/p/x a seat of that type. */
function plan(rowsText: string[], labels?: string[]): SeatPlan {
  const types: Record<string, SeatType> = {
    g: 'general',
    w: 'wheelchair',
    v: 'vip',
    s: 'special',
    p: 'pair',
    x: 'closed',
  };
  const cols = rowsText[0]!.length;
  const cells = rowsText.flatMap((line) =>
    [...line].map((ch): Seat | null => (ch === '.' ? null : { type: types[ch]!, number: '' })),
  );
  return renumber({
    rows: rowsText.length,
    cols,
    rowLabels: labels ?? rowsText.map((_, i) => defaultRowLabel(i)),
    numbering: 'ltr',
    cells,
  });
}

const numbersOf = (p: SeatPlan, row: number) =>
  p.cells.slice(row * p.cols, (row + 1) * p.cols).map((s) => (s ? s.number : '.'));

describe('row labels and empty plans', () => {
  it('labels rows A to Z, then AA, AB …', () => {
    expect(defaultRowLabel(0)).toBe('A');
    expect(defaultRowLabel(25)).toBe('Z');
    expect(defaultRowLabel(26)).toBe('AA');
    expect(defaultRowLabel(27)).toBe('AB');
    expect(defaultRowLabel(51)).toBe('AZ');
    expect(defaultRowLabel(52)).toBe('BA');
  });

  it('builds a rows × cols grid of general seats numbered per row, or of gaps', () => {
    const p = emptyPlan(3, 4);
    expect(p).toMatchObject({ rows: 3, cols: 4, rowLabels: ['A', 'B', 'C'], numbering: 'ltr' });
    expect(p.cells).toHaveLength(12);
    expect(p.cells.every((s) => s?.type === 'general')).toBe(true);
    expect(numbersOf(p, 2)).toEqual(['1', '2', '3', '4']);
    expect(checkSeatPlan(p)).toEqual([]);
    const gaps = emptyPlan(2, 5, false);
    expect(gaps.cells).toEqual(Array(10).fill(null));
    expect(countSeats(gaps).total).toBe(0);
  });
});

describe('numbering', () => {
  it('numbers left to right, skipping aisles, each row from 1', () => {
    const p = plan(['gg.ggg', 'g.g.gg']);
    expect(numbersOf(p, 0)).toEqual(['1', '2', '.', '3', '4', '5']);
    expect(numbersOf(p, 1)).toEqual(['1', '.', '2', '.', '3', '4']);
  });

  it('numbers right to left when the plan says so', () => {
    const p = renumber({ ...plan(['gg.ggg']), numbering: 'rtl' });
    expect(numbersOf(p, 0)).toEqual(['5', '4', '.', '3', '2', '1']);
  });

  it('leaves the plan it was given unchanged and keeps each seat type', () => {
    const source = plan(['wgp', 'pxv']);
    const before = JSON.parse(JSON.stringify(source)) as SeatPlan;
    const flipped = renumber({ ...source, numbering: 'rtl' });
    expect(source).toEqual(before);
    expect(flipped.cells.map((s) => s?.type)).toEqual(source.cells.map((s) => s?.type));
  });
});

describe('duplicate seat numbers', () => {
  it('finds a number used twice in one row, naming the seat in Japanese', () => {
    const p = plan(['gggg']);
    p.cells[cellIndex(p, 0, 3)] = { type: 'general', number: '2' };
    const issues = checkSeatPlan(p);
    expect(issues).toEqual([{ kind: 'duplicate', cells: [1, 3], message: '座席番号「A2」はすでに存在します' }]);
  });

  it('allows the same number in different rows', () => {
    expect(checkSeatPlan(plan(['ggg', 'ggg', 'ggg']))).toEqual([]);
  });

  it('finds the same seat in two rows that carry the same label', () => {
    const issues = checkSeatPlan(plan(['gg', 'gg'], ['G', 'G']));
    expect(issues.map((i) => i.message)).toEqual([
      '座席番号「G1」はすでに存在します',
      '座席番号「G2」はすでに存在します',
    ]);
  });

  it('does not confuse row A seat 11 with row A1 seat 1', () => {
    const p = plan(['g', 'g'], ['A', 'A1']);
    p.cells[0] = { type: 'general', number: '11' };
    expect(checkSeatPlan(p)).toEqual([]);
  });
});

describe('pair seats', () => {
  const pairIssues = (rows: string[]) => checkSeatPlan(plan(rows)).filter((i) => i.kind === 'pair');

  it('accepts two adjacent pair seats, and two pairs side by side', () => {
    expect(pairIssues(['gppg'])).toEqual([]);
    expect(pairIssues(['pppp'])).toEqual([]);
    expect(pairIssues(['pp.pp'])).toEqual([]);
  });

  it('refuses a lone pair seat, in the middle or at the end of a row', () => {
    expect(pairIssues(['gpg'])).toEqual([
      { kind: 'pair', cells: [1], message: 'A列のペアシートは2席ずつ隣り合わせにしてください' },
    ]);
    expect(pairIssues(['ggp'])).toEqual([
      { kind: 'pair', cells: [2], message: 'A列のペアシートは2席ずつ隣り合わせにしてください' },
    ]);
  });

  it('refuses three in a row, and pairs split by an aisle', () => {
    expect(pairIssues(['gpppg'])).toHaveLength(1);
    expect(pairIssues(['p.p'])).toHaveLength(2);
  });

  it('does not pair seats across rows', () => {
    expect(pairIssues(['gp', 'gp']).map((i) => i.message)).toEqual([
      'A列のペアシートは2席ずつ隣り合わせにしてください',
      'B列のペアシートは2席ずつ隣り合わせにしてください',
    ]);
  });
});

describe('shape and labels', () => {
  it('refuses cells that do not fill the grid', () => {
    const p = plan(['gg']);
    expect(checkSeatPlan({ ...p, cells: p.cells.slice(1) })).toEqual([
      { kind: 'shape', cells: [], message: '座席表の列の数・1列のマス数とデータが一致しません' },
    ]);
    expect(checkSeatPlan({ ...p, rowLabels: [] })[0]?.kind).toBe('shape');
  });

  it('asks for a label on a row with seats, not on an aisle row', () => {
    expect(checkSeatPlan(plan(['gg', '..', 'gg'], ['A', '', 'B']))).toEqual([]);
    expect(checkSeatPlan(plan(['gg', 'gg'], ['A', '']))).toEqual([
      { kind: 'label', cells: [], message: '2番目の列に列名を入力してください' },
    ]);
  });
});

describe('counting seats', () => {
  it('counts each type; sellable leaves out closed seats', () => {
    expect(countSeats(plan(['wggv.', 'ppxs.']))).toEqual({
      general: 2,
      wheelchair: 1,
      vip: 1,
      special: 1,
      pair: 2,
      closed: 1,
      total: 8,
      sellable: 7,
    });
  });
});

describe('copying', () => {
  it('copies deeply: changing the copy leaves the source unchanged', () => {
    const source = plan(['gpp.', 'wgxg']);
    const before = JSON.parse(JSON.stringify(source)) as SeatPlan;
    const copy = copySeatPlan(source);
    expect(copy).toEqual(source);
    copy.cells[0]!.type = 'vip';
    copy.cells[1] = null;
    copy.rowLabels[0] = 'Z';
    copy.numbering = 'rtl';
    expect(source).toEqual(before);
  });
});

describe('the seat plan in a screen body', () => {
  const body = (seatPlan: SeatPlan) => ({ name: 'スクリーン1', code: '01', seatPlan });

  it('accepts a good plan', () => {
    expect(houseCreateBody.safeParse(body(plan(['gg.gg', 'pp.pp']))).success).toBe(true);
  });

  it('answers every problem on the field seatPlan, in Japanese', () => {
    const p = plan(['gggp']);
    p.cells[1] = { type: 'general', number: '1' };
    const res = houseCreateBody.safeParse(body(p));
    expect(res.success).toBe(false);
    const issues = res.error!.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    expect(issues).toEqual([
      { path: 'seatPlan', message: '座席番号「A1」はすでに存在します' },
      { path: 'seatPlan', message: 'A列のペアシートは2席ずつ隣り合わせにしてください' },
    ]);
  });
});
