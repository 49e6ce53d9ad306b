import { z } from 'zod';
import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { importBody, importResult } from './imports.js';
import {
  shopItem,
  shopItemCinemaSalesAnswer,
  shopItemCinemaSalesBody,
  shopItemCreateBody,
  shopItemKind,
  shopItemListItem,
  shopItemListQuery,
  shopItemUpdateBody,
} from './shop-items.js';
import { ja } from './messages.js';

// The brand's shop item master behind /concession, /commercial, /otherRevenue and /otherGoods (one
// table, `kind` tells the screens apart; the four screens share the 売店 module and roles, so each
// call names /concession). Head office writes the master; cinema staff read it.
const headOffice = ['brand'] as const;

export const shopItemImportQuery = z.object({
  kind: z.enum(shopItemKind.values, { error: ja.requiredSelect('商品区分') }),
});

export const shopItemEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/shopItem/list',
    summary: '売店商品一覧（区分ごと、商品名・カナ・コード・JANで検索）',
    access: onScreen('/concession'),
    query: shopItemListQuery,
    answer: listOf(shopItemListItem),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/shopItem/detail/:id',
    summary: '売店商品の詳細（オプションつき）',
    access: onScreen('/concession'),
    params: idParams,
    answer: shopItem,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/shopItem/create',
    summary: '売店商品を登録（本部のみ、商品コードとJANコードはブランドごとに一意。cinemaIds の劇場で販売を開始）',
    access: onScreen('/concession/create', 'create', headOffice),
    body: shopItemCreateBody,
    answer: shopItem,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/shopItem/update',
    summary: '売店商品を更新（本部のみ。cinemaIds の劇場で販売を開始し、ほかの劇場の設定は変えない）',
    access: onScreen('/concession/update/:id', 'update', headOffice),
    body: shopItemUpdateBody,
    answer: shopItem,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/shopItem/delete/:id',
    summary: '売店商品を削除（本部のみ）',
    access: onScreen('/concession', 'delete', headOffice),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  cinemaSales: endpoint({
    method: 'POST',
    path: '/api/shopItem/cinemaSales',
    summary: '選択した商品を、選んだ劇場で一括して販売する・販売しない（劇場独自の価格は変えない）',
    access: onScreen('/concession', 'update', headOffice),
    body: shopItemCinemaSalesBody,
    answer: shopItemCinemaSalesAnswer,
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/shopItem/import',
    summary: '売店商品をCSV・Excelから一括登録（commit=false で確認のみ、エラーが1行でもあれば何も登録しない）',
    access: onScreen('/concession/create', 'create', headOffice),
    query: shopItemImportQuery,
    body: importBody,
    answer: importResult,
  }),
};
