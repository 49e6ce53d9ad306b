import type { FastifyReply } from 'fastify';

// A PDF answer (docs/pdf-documents.md, "an endpoint"): inline, so the screen's viewer shows it, under the document's
// Japanese file name (RFC 6266 filename*, with an ASCII fallback), never cached (it carries a 社印 and figures).
export function pdfReply(reply: FastifyReply, bytes: Buffer, fileName: string) {
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(bytes);
}
