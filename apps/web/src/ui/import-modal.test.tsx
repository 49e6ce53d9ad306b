import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ImportResult } from '@cinema/contracts';
import { ImportModal } from './import-modal.js';

const columns = [
  { header: '商品コード', field: 'code', required: true },
  { header: '販売価格', field: 'price', required: true },
];
const withError: ImportResult = {
  total: 2,
  valid: 1,
  invalid: 1,
  committed: false,
  rows: [
    { row: 2, label: 'A1 ポップコーン', ok: true, errors: [] },
    {
      row: 3,
      label: 'A2 チュロス',
      ok: false,
      errors: [{ column: '販売価格', message: '「販売価格」を入力してください' }],
    },
  ],
};

// The footer's primary button (found by its text: antd wraps it in a span).
const commitButton = () => screen.getByText('登録する').closest('button')!;

function renderModal(run: (file: { fileName: string; content: string }, commit: boolean) => Promise<ImportResult>) {
  render(
    <ImportModal title="商品の一括登録" open columns={columns} run={run} onClose={() => {}} onImported={() => {}} />,
  );
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, {
    target: { files: [new File(['商品コード,販売価格\r\n'], 'items.csv', { type: 'text/csv' })] },
  });
}

describe('import modal', () => {
  it('checks the file and shows only the rows with errors, with their row numbers; 登録する stays off', async () => {
    const run = vi.fn(async () => withError);
    renderModal(run);
    await screen.findByText('items.csv');
    fireEvent.click(screen.getByRole('button', { name: '内容を確認' }));
    expect(await screen.findByText('販売価格：「販売価格」を入力してください')).toBeTruthy();
    expect(screen.getByText('2行中1行にエラーがあります。直してからもう一度選択してください。')).toBeTruthy();
    expect(screen.queryByText('A1 ポップコーン')).toBeNull();
    expect(screen.getByText('3')).toBeTruthy();
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'items.csv' }), false);
    expect(commitButton().disabled).toBe(true);
  });

  it('offers 登録する after a clean check and commits', async () => {
    const clean: ImportResult = { ...withError, valid: 2, invalid: 0, rows: [withError.rows[0]!] };
    const run = vi.fn(async (_f: unknown, commit: boolean) => (commit ? { ...clean, committed: true } : clean));
    renderModal(run);
    await screen.findByText('items.csv');
    fireEvent.click(screen.getByRole('button', { name: '内容を確認' }));
    await screen.findByText('2行すべて登録できます。「登録する」を押してください。');
    fireEvent.click(commitButton());
    await waitFor(() => expect(run).toHaveBeenLastCalledWith(expect.anything(), true));
  });
});
