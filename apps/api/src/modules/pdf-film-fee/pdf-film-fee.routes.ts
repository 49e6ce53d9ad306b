import { pdfFilmFeeEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { pdfReply, renderPdf, stampPng } from '../../platform/pdf/index.js';
import { signedStamp } from '../files/index.js';
import { filmFeeDocData } from './pdf-film-fee.data.js';
import { filmFeeDocument } from './pdf-film-fee.document.js';

// 映画料精算書 (docs/accounting.md, "映画料精算書"): the PDF, and the same document for the screen's print HTML (with
// the 社印's short-lived signed URL instead of its bytes).
export const pdfFilmFeeHandlers = ({ db, storage }: ModuleOptions): Registration[] =>
  handleAll(pdfFilmFeeEndpoints, {
    pdf: async ({ actor, query, reply }) => {
      const data = await filmFeeDocData(db, actor, query);
      const doc = filmFeeDocument(data);
      return pdfReply(reply, await renderPdf(doc, await stampPng(storage, data.stamp)), doc.fileName);
    },
    document: async ({ actor, query }) => {
      const data = await filmFeeDocData(db, actor, query);
      return ok(filmFeeDocument(data, signedStamp(data.stamp)?.url ?? null));
    },
  });
