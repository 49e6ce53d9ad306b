import { endpoint, publicAccess, sessionAccess } from './endpoint.js';
import {
  downloadFileBase64Query,
  fileBase64,
  fileKeyParams,
  fileSignatureQuery,
  imageProxyPath,
  imageProxyQuery,
  uploadQuery,
  uploadedFile,
} from './files.js';

// Uploaded images (posters, logos, 社印) and the image proxy for http links (docs/api-conventions.md, "files and images").
export const fileEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/system/uploadFile',
    summary: '画像をアップロード（JPEG・PNG・WebP、用途ごとの上限サイズまで）',
    description:
      'multipart/form-data の file 項目で送る。用途（purpose）はクエリか、file より前のフォーム項目で指定する。答えの url が画像の公開アドレス。',
    access: sessionAccess,
    query: uploadQuery,
    multipart: true,
    answer: uploadedFile,
    errors: ['payload_too_large'],
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/system/file/*',
    summary: 'アップロードされた画像そのもの（ログイン不要、長期キャッシュ可。社印は署名付きURLのみ）',
    description:
      'ブランドの社印は非公開：ブランドの詳細やアップロードの応答にある、有効期限つきの署名付きURL（exp と sig）でだけ返す。署名がない・期限切れは 404。',
    access: publicAccess,
    params: fileKeyParams,
    query: fileSignatureQuery,
    produces: 'image/*',
    answer: null,
  }),
  downloadBase64: endpoint({
    method: 'GET',
    path: '/api/system/downloadFileBase64',
    summary: 'アップロードされたファイルを Base64 で受け取る（自ブランドのファイルのみ）',
    access: sessionAccess,
    query: downloadFileBase64Query,
    answer: fileBase64,
  }),
  imageProxy: endpoint({
    method: 'GET',
    path: imageProxyPath,
    summary: '登録済みの外部画像（http のリンク）を中継して返す（ログイン不要）',
    description: '作品などに登録されたリンクだけを取得する。公開アドレス以外や画像でない応答は取得しない。',
    access: publicAccess,
    query: imageProxyQuery,
    produces: 'image/*',
    answer: null,
    errors: ['bad_request'],
  }),
};
