import { pdfAccountsReceivableBalanceEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { pdfReply, renderPdf, stampPng } from '../../platform/pdf/index.js';
import { signedStamp } from '../files/index.js';
import { arBalanceDocData } from './pdf-accounts-receivable-balance.data.js';
import { arBalanceDocument } from './pdf-accounts-receivable-balance.document.js';

// 売掛金残高一覧表 (docs/accounting.md, "売掛金残高一覧表"): the PDF, and the same document for the print HTML.
export const pdfAccountsReceivableBalanceHandlers = ({ db, storage }: ModuleOptions): Registration[] =>
  handleAll(pdfAccountsReceivableBalanceEndpoints, {
    pdf: async ({ actor, query, reply }) => {
      const data = await arBalanceDocData(db, actor, query);
      const doc = arBalanceDocument(data);
      return pdfReply(reply, await renderPdf(doc, await stampPng(storage, data.issuer.stamp)), doc.fileName);
    },
    document: async ({ actor, query }) => {
      const data = await arBalanceDocData(db, actor, query);
      return ok(arBalanceDocument(data, signedStamp(data.issuer.stamp)?.url ?? null));
    },
  });
