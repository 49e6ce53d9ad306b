import type { ImportColumn } from '@cinema/contracts';
import { toCsv } from './csv.js';

// The browser side of the shared import: the file goes to the API as base64 (the API reads CSV in
// UTF-8 or Shift_JIS, and XLSX), and a template with the list's headers starts a new file.

export const importAccept = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The header row (required columns marked in the screen, not in the file), and any rows given, as a UTF-8 BOM CSV. */
export const importTemplateCsv = (columns: ImportColumn[], rows: string[][] = []) =>
  toCsv<string[]>(
    rows,
    columns.map((c, i) => ({ title: c.header, value: (r) => r[i] ?? '' })),
  );

export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
