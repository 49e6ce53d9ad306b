import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { PrintDocument } from '@cinema/contracts';
import { PrintDocumentBody } from './print-document.js';

// The print HTML of a PrintDocument (docs/pdf-documents.md, "the print HTML"): what the PDF shows, laid out alike:
// 御中, the issuer with its 社印, the header row in a thead (repeated on each printed page), columns in their
// proportions, a note spanning the table, the empty sentence, the totals.
const doc: PrintDocument = {
  title: '映画料精算書',
  subtitle: '（仕入明細書）',
  orientation: 'landscape',
  fileName: 'a.pdf',
  recipient: { name: '配給株式会社', lines: ['登録番号：未登録'] },
  issuer: { lines: ['株式会社シネマライン'], stampUrl: '/api/system/file/s.png?exp=1&sig=x' },
  meta: [{ label: '発行日', value: '2026年11月30日' }],
  lead: [],
  table: {
    columns: [
      { title: '作品名', align: 'left', width: 3 },
      { title: '映画料', align: 'right', width: 1 },
    ],
    rows: [
      { kind: 'row', cells: ['作品A', '500'] },
      { kind: 'note', cells: ['調整理由：宣材費'] },
    ],
    empty: 'ありません',
  },
  totals: [{ label: '差引支払額（税込）', value: '550円', strong: true }],
  notes: [],
};

describe('PrintDocumentBody', () => {
  it('lays the document out as the PDF does', () => {
    const { container } = render(<PrintDocumentBody doc={doc} />);
    const root = container.querySelector('.print-document');
    expect(root?.classList.contains('print-document-landscape')).toBe(true);
    expect(container.querySelector('.print-document-addressee')?.textContent).toBe('配給株式会社\u3000御中');
    expect(container.querySelector('img[alt="社印"]')?.getAttribute('src')).toBe(doc.issuer.stampUrl);
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['作品名', '映画料']);
    expect([...container.querySelectorAll('col')].map((c) => c.style.width)).toEqual(['75%', '25%']);
    expect(container.querySelector('td[colspan="2"]')?.textContent).toBe('調整理由：宣材費');
    expect(container.querySelector('.print-document-strong')?.textContent).toBe('差引支払額（税込）550円');
  });

  it('prints the empty sentence and no 社印 when there is none', () => {
    const empty = { ...doc, issuer: { ...doc.issuer, stampUrl: null }, table: { ...doc.table, rows: [] } };
    const { container } = render(<PrintDocumentBody doc={empty} />);
    expect(container.querySelector('tbody td[colspan="2"]')?.textContent).toBe('ありません');
    expect(container.querySelector('img')).toBeNull();
  });
});
