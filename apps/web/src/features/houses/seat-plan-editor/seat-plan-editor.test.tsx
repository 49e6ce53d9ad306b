import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { emptyPlan, type SeatPlan } from '@cinema/contracts';
import { SeatPlanEditor } from './seat-plan-editor.js';

/** Controlled as Form.Item does it: every change comes back as the new value. */
function Harness({ initial, onChange }: { initial: SeatPlan; onChange?: (p: SeatPlan) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SeatPlanEditor
      value={value}
      onChange={(p) => {
        setValue(p);
        onChange?.(p);
      }}
    />
  );
}

const grid = () => screen.getByRole('grid', { name: '座席表' });
const cell = (r: number, c: number) => grid().querySelector<HTMLElement>(`[data-row="${r}"][data-col="${c}"]`)!;
const typeAt = (r: number, c: number) => cell(r, c).dataset.type;
const selectedCells = () =>
  [...grid().querySelectorAll<HTMLElement>('[aria-selected="true"]')].map(
    (el) => `${el.dataset.row},${el.dataset.col}`,
  );
const drag = (from: HTMLElement, to: HTMLElement, init: MouseEventInit = {}) => {
  fireEvent.mouseDown(from, { button: 0, ...init });
  fireEvent.mouseMove(to);
  fireEvent.mouseUp(window);
};
const key = (k: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(grid(), { key: k, ...init });
const typeButton = (label: string) =>
  within(screen.getByRole('toolbar', { name: '座席種別' })).getByRole('button', { name: new RegExp(`^${label}`) });
const count = (type: string) =>
  screen.getByRole('status', { name: '座席数' }).querySelector(`[data-count="${type}"]`)!.textContent;

describe('SeatPlanEditor', () => {
  it('drags a rectangle, gives it a type from the toolbar, and undoes and redoes it', () => {
    const onChange = vi.fn();
    render(<Harness initial={emptyPlan(4, 6)} onChange={onChange} />);
    drag(cell(1, 3), cell(0, 1));
    expect(selectedCells()).toEqual(['0,1', '0,2', '0,3', '1,1', '1,2', '1,3']);
    expect(screen.getByText('選択中 6マス')).toBeTruthy();

    fireEvent.click(typeButton('車椅子席'));
    expect(typeAt(0, 1)).toBe('wheelchair');
    expect(typeAt(1, 3)).toBe('wheelchair');
    expect(typeAt(0, 0)).toBe('general');
    expect(count('wheelchair')).toContain('6');
    expect(onChange).toHaveBeenCalledTimes(1);

    key('z', { ctrlKey: true });
    expect(typeAt(0, 1)).toBe('general');
    expect(count('wheelchair')).toContain('0');
    key('y', { ctrlKey: true });
    expect(typeAt(1, 3)).toBe('wheelchair');
    fireEvent.click(screen.getByRole('button', { name: /元に戻す/ }));
    expect(typeAt(1, 3)).toBe('general');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('selects a whole row from its label, a column from its header, and adds with Ctrl', () => {
    render(<Harness initial={emptyPlan(3, 4)} />);
    fireEvent.mouseDown(grid().querySelector('[data-rowhead="1"]')!, { button: 0 });
    fireEvent.mouseUp(window);
    expect(selectedCells()).toEqual(['1,0', '1,1', '1,2', '1,3']);
    fireEvent.mouseDown(grid().querySelector('[data-colhead="0"]')!, { button: 0, ctrlKey: true });
    fireEvent.mouseUp(window);
    expect(selectedCells()).toEqual(['0,0', '1,0', '1,1', '1,2', '1,3', '2,0']);
    // Ctrl-click on a selected cell takes it out again.
    drag(cell(2, 0), cell(2, 0), { ctrlKey: true });
    expect(selectedCells()).not.toContain('2,0');
  });

  it('keys 1-6 set the type, Delete makes an aisle and the row is numbered again', () => {
    render(<Harness initial={emptyPlan(2, 5)} />);
    drag(cell(0, 0), cell(0, 1));
    key('3');
    expect([typeAt(0, 0), typeAt(0, 1)]).toEqual(['vip', 'vip']);
    drag(cell(0, 2), cell(0, 2));
    key('Delete');
    expect(typeAt(0, 2)).toBe('aisle');
    expect([cell(0, 3).textContent, cell(0, 4).textContent]).toEqual(['3', '4']);
    expect(count('total')).toContain('9');
  });

  it('marks a lone pair seat and lists the Japanese message until it is fixed', () => {
    render(<Harness initial={emptyPlan(2, 4)} />);
    drag(cell(0, 0), cell(0, 2));
    fireEvent.click(typeButton('ペアシート'));
    const issues = screen.getByRole('list', { name: '座席表のエラー' });
    expect(issues.textContent).toContain('A列のペアシートは2席ずつ隣り合わせにしてください');
    expect(cell(0, 2).classList.contains('x')).toBe(true);
    expect(cell(0, 0).classList.contains('x')).toBe(false);
    drag(cell(0, 3), cell(0, 3));
    key('5');
    expect(screen.queryByRole('list', { name: '座席表のエラー' })).toBeNull();
    expect(cell(0, 2).classList.contains('x')).toBe(false);
  });

  it('a double-click edits a seat number; a number used twice is flagged on both seats', () => {
    render(<Harness initial={emptyPlan(1, 4)} />);
    fireEvent.doubleClick(cell(0, 3));
    const box = screen.getByRole('dialog', { name: 'A列 4番の座席番号' });
    const input = within(box).getByLabelText('座席番号');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(cell(0, 3).textContent).toBe('1');
    expect(screen.getByText('座席番号「A1」はすでに存在します')).toBeTruthy();
    expect(cell(0, 0).classList.contains('x') && cell(0, 3).classList.contains('x')).toBe(true);
  });

  it('resizes the grid and counts the new seats', () => {
    render(<Harness initial={emptyPlan(2, 2)} />);
    fireEvent.change(screen.getByLabelText('列の数'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('1列のマス数'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'サイズを変更' }));
    expect(grid().querySelectorAll('[data-col]')).toHaveLength(12);
    expect(count('total')).toContain('12');
    expect(typeAt(2, 3)).toBe('general');
  });
});
