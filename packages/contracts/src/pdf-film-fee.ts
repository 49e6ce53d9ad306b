import { z } from 'zod';
import { closingMonthField } from './daily-closing.js';
import { id, pickId } from './fields.js';
import { monthText } from './monthly-closing.js';

// 映画料精算書 (/pdf-film-fee, docs/accounting.md, "映画料精算書"): per 配給会社 and month, for one cinema or every
// cinema of the brand, the CONFIRMED film fees as a 仕入明細書 (buyer-issued, with the distributor's 登録番号), as a
// PDF made on the server and as the same document's print HTML.

export const PDF_FILM_FEE_SCREEN = '/pdf-film-fee';

export const pdfFilmFeeLabels = { month: '対象月', distributorId: '配給会社', cinemaId: '劇場' } as const;
const L = pdfFilmFeeLabels;

export const pdfFilmFeeQuery = z.object({
  month: closingMonthField,
  distributorId: pickId(L.distributorId),
  /** One cinema's document; every cinema of the brand (consolidated) when omitted. */
  cinemaId: id.optional(),
});
export type PdfFilmFeeQuery = z.infer<typeof pdfFilmFeeQuery>;

export const pdfFilmFeeMessages = {
  none: (month: string) =>
    `${monthText(month)}のこの配給会社の確定済みの映画料はありません。映画料集計で確定すると精算書に載ります`,
  distributorNotFound: '配給会社が見つかりません',
  /** The 仕入明細書's request for confirmation (docs/accounting.md, "映画料精算書"). */
  confirmation:
    '本書は消費税法上の仕入明細書です。記載内容をご確認のうえ、誤りがある場合は発行日から10日以内にご連絡ください。期限までにご連絡がない場合は、記載内容のとおり確認いただいたものとさせていただきます。',
} as const;
