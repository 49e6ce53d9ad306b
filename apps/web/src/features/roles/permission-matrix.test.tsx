import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { permissionTypes, permissionTypesOf, type PermissionMap } from '@cinema/contracts';
import { PermissionMatrix } from './permission-matrix.js';

// By label: role queries over a hundred checkboxes are slow in jsdom.
// The pointer-events check reads computed styles on every step, which dominates jsdom's time;
// it also lets the admin test try clicking a disabled box.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

/** Controlled like a Form.Item does it: every change comes back as the new value. */
function Harness({ initial, onChange }: { initial: PermissionMap; onChange: (v: PermissionMap) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionMatrix
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('PermissionMatrix', () => {
  it('grants one type, and 閲覧 with it, leaving other modules alone', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ shop: ['view'] }} onChange={onChange} />);
    await user.click(box('作品の編集'));
    expect(onChange).toHaveBeenLastCalledWith({ shop: ['view'], film: ['view', 'update'] });
    expect(box('作品の閲覧').checked).toBe(true);
    expect(box('作品の削除').checked).toBe(false);
  });

  it('takes a single type away, and the whole module with 閲覧', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ film: ['view', 'create', 'export'] }} onChange={onChange} />);
    await user.click(box('作品の作成'));
    expect(onChange).toHaveBeenLastCalledWith({ film: ['view', 'export'] });
    await user.click(box('作品の閲覧'));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('the row すべて grants every type, then clears the row', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ film: ['view'] }} onChange={onChange} />);
    await user.click(box('ユーザーのすべて'));
    expect(onChange).toHaveBeenLastCalledWith({ film: ['view'], users: [...permissionTypesOf('users')] });
    expect(box('ユーザーの出力').checked).toBe(true);
    await user.click(box('ユーザーのすべて'));
    expect(onChange).toHaveBeenLastCalledWith({ film: ['view'] });
    expect(box('ユーザーの閲覧').checked).toBe(false);
  });

  it('承認 is a box of 作品 alone, and granting it grants 閲覧', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{}} onChange={onChange} />);
    expect(screen.queryByRole('checkbox', { name: 'ユーザーの承認' })).toBeNull();
    await user.click(box('作品の承認'));
    expect(onChange).toHaveBeenLastCalledWith({ film: ['view', 'approve'] });
  });

  it('an admin role shows every permission granted and allows no change', async () => {
    const onChange = vi.fn();
    render(<PermissionMatrix value={{}} onChange={onChange} disabled allGranted />);
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes.length).toBeGreaterThan(permissionTypes.length);
    expect(boxes.every((b) => b.disabled && b.checked)).toBe(true);
    await user.click(box('売店の削除'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
