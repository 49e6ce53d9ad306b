import { pdfFilmFeeBalanceEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { pdfReply, renderPdf, stampPng } from '../../platform/pdf/index.js';
import { signedStamp } from '../files/index.js';
import { filmFeeBalanceData } from './pdf-film-fee-balance.data.js';
import { filmFeeBalanceDocument } from './pdf-film-fee-balance.document.js';

// 未払映画料残高一覧表 (docs/accounting.md, "未払映画料残高一覧表"): the PDF, and the same document for the print HTML.
export const pdfFilmFeeBalanceHandlers = ({ db, storage }: ModuleOptions): Registration[] =>
  handleAll(pdfFilmFeeBalanceEndpoints, {
    pdf: async ({ actor, query, reply }) => {
      const data = await filmFeeBalanceData(db, actor, query);
      const doc = filmFeeBalanceDocument(data);
      return pdfReply(reply, await renderPdf(doc, await stampPng(storage, data.issuer.stamp)), doc.fileName);
    },
    document: async ({ actor, query }) => {
      const data = await filmFeeBalanceData(db, actor, query);
      return ok(filmFeeBalanceDocument(data, signedStamp(data.issuer.stamp)?.url ?? null));
    },
  });
