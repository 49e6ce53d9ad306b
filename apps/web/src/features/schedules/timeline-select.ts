// Selecting on the timeline: a press picks one block, Ctrl/Shift+click adds or removes one,
// a press on one of several selected keeps them (to drag them together), a click without a
// drag then leaves only that one.

export type SelectHow = 'press' | 'toggle' | 'click';

export function nextSelection(cur: number[], id: number | null, how: SelectHow): number[] {
  if (id === null) return cur.length ? [] : cur;
  if (how === 'toggle') return cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id];
  if (how === 'press' && cur.includes(id)) return cur;
  return cur.length === 1 && cur[0] === id ? cur : [id];
}

type Keyish = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
};

/** Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo (⌘ on a Mac); not while typing in a field or inside a dialog. */
export function historyKey(e: Keyish): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const el = e.target instanceof Element ? e.target : null;
  if (el?.closest('input, textarea, select, [contenteditable="true"], .ant-modal, .ant-select')) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y') return 'redo';
  return null;
}
