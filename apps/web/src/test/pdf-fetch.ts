import { beforeEach, vi } from 'vitest';

/**
 * The PDF screens (ui/print-document) fetch their PDF as bytes, not through the JSON envelope the endpoint stubs
 * answer: before each test, answer `pdfPath` with a small PDF blob shown at `blobUrl`, pass every other call on to
 * the stubs (call after stubEndpoints), and record the PDF calls in the returned list (emptied before each test).
 */
export function stubPdfFetch(pdfPath: string, blobUrl: string): string[] {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    const json = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (!url.startsWith(pdfPath)) return json(url, init);
      calls.push(url);
      return { ok: true, status: 200, blob: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };
    });
    URL.createObjectURL = vi.fn(() => blobUrl);
    URL.revokeObjectURL = vi.fn();
  });
  return calls;
}
