import { z } from 'zod';
import {
  admissionDocument,
  cashMovementDocument,
  refundDocument,
  saleDocument,
  shiftCloseDocument,
  shiftOpenDocument,
  voidDocument,
} from './device-document-counter.js';
import { holdDocument, paymentResultDocument, releaseDocument } from './device-document-online.js';

// The documents a POS, kiosk or the online channel sends (docs/device-api.md): one at a time or a batch in
// deviceSeq order. Each carries the id the device made and wrote to its queue before sending, so a
// resend is recognised: the same id and body answers the stored result, another body is refused.

export {
  paymentInput,
  saleLineInput,
  shopLineInput,
  ticketLineInput,
  type SaleLineInput,
} from './device-document-fields.js';
export {
  admissionDocument,
  cashMovementDocument,
  denominations,
  refundDocument,
  saleDocument,
  shiftCloseDocument,
  shiftOpenDocument,
  voidDocument,
} from './device-document-counter.js';
export { holdDocument, paymentResultDocument, releaseDocument } from './device-document-online.js';

const documentVariants = [
  saleDocument,
  voidDocument,
  refundDocument,
  shiftOpenDocument,
  cashMovementDocument,
  shiftCloseDocument,
  admissionDocument,
  holdDocument,
  paymentResultDocument,
  releaseDocument,
] as const;
const kindError = {
  error:
    'kindが正しくありません（sale, void, refund, shift_open, cash_movement, shift_close, admission, hold, payment_result, release, batch）',
};

// The title names the kinds' schemas in the API reference (DeviceDocument_sale…), where `kind` is
// declared as their discriminator.
export const deviceDocument = z.discriminatedUnion('kind', documentVariants, kindError).meta({
  title: 'DeviceDocument',
  description: '書類1件。kind で種類が決まります。',
});
export type DeviceDocument = z.infer<typeof deviceDocument>;
export type SaleDocument = z.infer<typeof saleDocument>;
export type VoidDocument = z.infer<typeof voidDocument>;
export type RefundDocument = z.infer<typeof refundDocument>;
export type ShiftOpenDocument = z.infer<typeof shiftOpenDocument>;
export type CashMovementDocument = z.infer<typeof cashMovementDocument>;
export type ShiftCloseDocument = z.infer<typeof shiftCloseDocument>;
export type AdmissionDocument = z.infer<typeof admissionDocument>;
export type HoldDocument = z.infer<typeof holdDocument>;
export type PaymentResultDocument = z.infer<typeof paymentResultDocument>;
export type ReleaseDocument = z.infer<typeof releaseDocument>;

const batchDocuments = z
  .array(deviceDocument)
  .min(1, '書類を1件以上指定してください')
  .max(200, '一度に送れる書類は200件までです')
  .describe(
    '書類（1〜200件）。deviceSeq の順に1件ずつ、単独で送ったときと同じ規則で処理します。1件の拒否が他の書類を取り消すことはありません。',
  );

/** One document, or `{"kind": "batch", "documents": [...]}` (a device's offline queue). */
export const deviceDocumentsBody = z
  .discriminatedUnion(
    'kind',
    [
      ...documentVariants,
      z
        .object({ kind: z.literal('batch').describe('一括送信: batch'), documents: batchDocuments })
        .describe(
          '一括送信（batch）: オフライン中にたまったキューなど、複数の書類をまとめて送ります。形式の誤った書類もその書類だけが 400 invalid_document として拒否されます。',
        ),
    ],
    kindError,
  )
  .meta({ title: 'DeviceDocument', description: '書類1件、または一括送信（kind: batch）。' });
export type DeviceDocumentsBody = z.infer<typeof deviceDocumentsBody>;

/** A batch as received: its documents are read one by one, so one malformed document refuses only itself. */
export const batchEnvelope = z.object({
  kind: z.literal('batch'),
  documents: z
    .array(z.unknown(), { error: '「documents」に書類の配列を指定してください' })
    .min(1, '書類を1件以上指定してください')
    .max(200, '一度に送れる書類は200件までです'),
});
