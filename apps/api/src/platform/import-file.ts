import ExcelJS from 'exceljs';
import { importMessages, MAX_IMPORT_BYTES } from '@cinema/contracts';
import { invalidField } from './errors.js';

// Reading an import file into rows of text cells. CSV comes from Excel on Windows as Shift_JIS (CP932)
// or as UTF-8 with or without a BOM; XLSX is read with exceljs. Everything becomes text, so codes keep
// their leading zeros and each feature's schema judges the values.

const unreadable = () => invalidField('content', importMessages.unreadable);

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), otherwise Shift_JIS (Node's ICU decodes CP932). */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
    } catch {
      throw unreadable();
    }
  }
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

const cellText = (v: ExcelJS.CellValue): string => {
  if (v == null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result);
    return '';
  }
  return String(v);
};

async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(cellText(row.getCell(c).value));
    rows[n - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

/** The file's rows as text; a name ending .xlsx is Excel, .csv or .txt is CSV, anything else refused. */
export async function readImportFile(fileName: string, base64: string): Promise<string[][]> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMPORT_BYTES) throw invalidField('content', importMessages.tooLarge);
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'xlsx') return parseXlsx(bytes);
  if (ext === 'csv' || ext === 'txt') return parseCsv(decodeText(bytes));
  throw invalidField('fileName', importMessages.fileType);
}
