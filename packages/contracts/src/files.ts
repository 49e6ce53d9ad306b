import { z } from 'zod';
import { cleanString } from './text.js';
import { labelled } from './enums.js';
import { MAX_INT4, id, refId } from './fields.js';
import { ja } from './messages.js';

// Uploaded files (POST /api/system/uploadFile) and the image proxy (docs/api-conventions.md, "files and images").

export const uploadPurpose = labelled(['filmImage', 'filmStill', 'brandLogo', 'brandStamp', 'shopItemImage', 'other'], {
  filmImage: '作品画像',
  filmStill: '場面写真',
  brandLogo: 'ロゴ',
  brandStamp: '社印',
  shopItemImage: '商品画像',
  other: 'その他',
});
export type UploadPurpose = (typeof uploadPurpose.values)[number];

const MB = 1024 * 1024;
// docs/api-conventions.md, "files and images": uploads limited to 2MB (film images) or 1MB (logos and stamps).
export const uploadLimitMb: Record<UploadPurpose, number> = {
  filmImage: 2,
  filmStill: 2,
  brandLogo: 1,
  brandStamp: 1,
  // The 1 MB for a shop item's picture (docs/api-conventions.md, "files and images": 2MB or 1MB).
  shopItemImage: 1,
  other: 2,
};
export const uploadLimitBytes = (purpose: UploadPurpose) => uploadLimitMb[purpose] * MB;
export const maxUploadBytes = Math.max(...Object.values(uploadLimitMb)) * MB;

// The types accepted, told apart by their first bytes on the server; no SVG (scripts), no GIF.
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];
export const uploadAccept = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
// 300x200px (docs/api-conventions.md, "files and images"), for images with no shape of their own.
export const recommendedImageSize = { width: 300, height: 200, label: '推奨サイズ：300×200px' };
/** Posters are portrait (5:7, as the film list shows them), scene stills landscape (16:9). */
export const filmImageSize = {
  filmImage: { width: 600, height: 840, label: '推奨サイズ：縦長 600×840px' },
  filmStill: { width: 1280, height: 720, label: '推奨サイズ：横長 1280×720px' },
} as const;

/** The message a form shows before sending (the server checks the bytes again); null when fine. */
export function checkUpload(file: { size: number; type: string }, purpose: UploadPurpose): string | null {
  if (!(uploadImageTypes as readonly string[]).includes(file.type)) return ja.fileTypeNotAllowed;
  if (file.size > uploadLimitBytes(purpose)) return ja.fileTooLarge(uploadLimitMb[purpose]);
  return null;
}

/** The upload form's field labels: the API's messages name the fields with these. */
export const fileLabels = {
  file: 'ファイル',
  purpose: '用途',
} as const;

// The purpose may also come as a form field placed before the file.
export const uploadQuery = z.object({ purpose: uploadPurpose.schema.optional() });

export const uploadedFile = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const downloadFileBase64Query = z.object({ id });
export const fileBase64 = z.object({ name: z.string(), contentType: z.string(), base64: z.string() });
export type FileBase64 = z.infer<typeof fileBase64>;

/**
 * A stored image (a film's poster, a brand's logo): `fileId` is the uploaded file (POST
 * /api/system/uploadFile answers id and url); null for an external link, which the API registers
 * so the image proxy may fetch it (where the field accepts links at all).
 */
export const imageRef = z.object({
  fileId: refId('画像').nullable().default(null),
  url: cleanString('画像', { typeMessage: '画像のURLが正しくありません' })
    .trim()
    .min(1, '画像のURLが正しくありません')
    .max(1000, '画像のURLが正しくありません')
    .refine((v) => /^https?:\/\/\S+$/.test(v) || /^\/\S*$/.test(v), '画像のURLが正しくありません'),
});
export type ImageRef = z.infer<typeof imageRef>;
export type ImageRefInput = z.input<typeof imageRef>;

/** An uploaded image only: a brand's logo and 社印 print on receipts and invoices, so no outside links. */
export const uploadedImageRef = z.object({
  fileId: z
    .number({ error: '画像をアップロードしてください' })
    .int('画像をアップロードしてください')
    .positive('画像をアップロードしてください')
    .max(MAX_INT4, '画像をアップロードしてください'),
  url: cleanString('画像').max(1000),
});
/** The most pixels an uploaded image may declare (40 megapixels): larger ones are refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const brandImageSize = {
  brandLogo: { width: 400, height: 100, label: '推奨サイズ：400×100px（メールのロゴと同じ）' },
  brandStamp: { width: 300, height: 300, label: '推奨サイズ：300×300px（背景は透明のPNG）' },
} as const;

/** Where a stored file is served (public: the cinema website shows film images). */
export const fileUrl = (key: string) => `/api/system/file/${key}`;
/** The stored file's key: the rest of the path after /api/system/file/. */
export const fileKeyParams = z.object({ '*': cleanString('ファイル').max(500) });
/** A private file's (a brand's 社印) signed URL: expiry in Unix seconds and the server's signature. */
export const fileSignatureQuery = z.object({
  exp: z.coerce.number().int().min(0).max(4_102_444_800).optional().catch(undefined),
  sig: z.string().max(100).optional().catch(undefined),
});

export const imageProxyPath = '/api/system/imageProxy';
export const imageProxyQuery = z.object({ url: cleanString('URL').trim().min(1).max(2048) });
