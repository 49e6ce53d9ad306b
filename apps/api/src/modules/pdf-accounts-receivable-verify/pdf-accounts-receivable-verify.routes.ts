import { pdfAccountsReceivableVerifyEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { pdfReply, renderPdfs, stampPng } from '../../platform/pdf/index.js';
import { signedStamp } from '../files/index.js';
import { arVerifyDocData } from './pdf-accounts-receivable-verify.data.js';
import { arVerifyDocument } from './pdf-accounts-receivable-verify.document.js';

// 売掛金残高確認書 (docs/accounting.md, "売掛金残高確認書"): the letters as one PDF (a page each), and the same letters for
// the print HTML.
export const pdfAccountsReceivableVerifyHandlers = ({ db, storage }: ModuleOptions): Registration[] =>
  handleAll(pdfAccountsReceivableVerifyEndpoints, {
    pdf: async ({ actor, query, reply }) => {
      const data = await arVerifyDocData(db, actor, query);
      const batch = arVerifyDocument(data);
      return pdfReply(
        reply,
        await renderPdfs(batch.documents, await stampPng(storage, data.issuer.stamp)),
        batch.fileName,
      );
    },
    document: async ({ actor, query }) => {
      const data = await arVerifyDocData(db, actor, query);
      return ok(arVerifyDocument(data, signedStamp(data.issuer.stamp)?.url ?? null));
    },
  });
