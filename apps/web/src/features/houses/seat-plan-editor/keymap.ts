import { seatTypes, type SeatType } from '@cinema/contracts';

export type KeyCommand =
  | { kind: 'undo' | 'redo' | 'selectAll' | 'aisle' | 'seat' | 'escape' | 'edit' }
  | { kind: 'type'; type: SeatType }
  | { kind: 'move'; dr: number; dc: number; extend: boolean };

const arrows: Record<string, [number, number]> = {
  arrowup: [-1, 0],
  arrowdown: [1, 0],
  arrowleft: [0, -1],
  arrowright: [0, 1],
};

/**
 * The editor's keys: 1-6 a seat type, Delete/Backspace 通路, Insert/+ 座席, Ctrl+Z / Ctrl+Y
 * (or Ctrl+Shift+Z) undo and redo, Ctrl+A all, arrows move (Shift grows), Enter/F2 edit, Escape.
 */
export function keyCommand(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): KeyCommand | null {
  const key = e.key.toLowerCase();
  if (e.ctrlKey || e.metaKey) {
    if (key === 'z') return { kind: e.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 'a') return { kind: 'selectAll' };
    return null;
  }
  if (e.altKey) return null;
  if (/^[1-6]$/.test(key)) return { kind: 'type', type: seatTypes[Number(key) - 1]! };
  if (key === 'delete' || key === 'backspace') return { kind: 'aisle' };
  if (key === 'insert' || key === '+') return { kind: 'seat' };
  if (key === 'escape') return { kind: 'escape' };
  if (key === 'enter' || key === 'f2') return { kind: 'edit' };
  const step = arrows[key];
  return step ? { kind: 'move', dr: step[0], dc: step[1], extend: e.shiftKey } : null;
}
