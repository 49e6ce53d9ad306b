import { pdfAccountReceivableBalanceDetailEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { pdfReply, renderPdf, stampPng } from '../../platform/pdf/index.js';
import { signedStamp } from '../files/index.js';
import { arDetailDocData } from './pdf-account-receivable-balance-detail.data.js';
import { arDetailDocument } from './pdf-account-receivable-balance-detail.document.js';

// 売掛金残高明細表（得意先元帳） (docs/accounting.md, "売掛金残高明細表"): the PDF, and the same document for print HTML.
export const pdfAccountReceivableBalanceDetailHandlers = ({ db, storage }: ModuleOptions): Registration[] =>
  handleAll(pdfAccountReceivableBalanceDetailEndpoints, {
    pdf: async ({ actor, query, reply }) => {
      const data = await arDetailDocData(db, actor, query);
      const doc = arDetailDocument(data);
      return pdfReply(reply, await renderPdf(doc, await stampPng(storage, data.issuer.stamp)), doc.fileName);
    },
    document: async ({ actor, query }) => {
      const data = await arDetailDocData(db, actor, query);
      return ok(arDetailDocument(data, signedStamp(data.issuer.stamp)?.url ?? null));
    },
  });
