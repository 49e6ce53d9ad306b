import { z } from 'zod';
import { brand, brandCreateBody, brandListQuery, brandOption, brandUpdateBody, domainUpdateBody } from './brands.js';
import { listOf } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';

// The brand master (ブランド): the tenants themselves. The platform operator registers and removes
// brands; head office reads and edits its own. Acting as a brand account is the auth feature's.
export const brandEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/brand/list',
    summary: 'ブランド一覧（ブランドのアカウントは自ブランドのみ）',
    access: onScreen('/brand'),
    query: brandListQuery,
    answer: listOf(brand),
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/brand/listMap',
    summary: 'ブランドの選択肢（見えるブランドのみ）',
    access: sessionAccess,
    answer: z.array(brandOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/brand/detail/:id',
    summary: 'ブランドの詳細',
    access: onScreen('/brand'),
    params: idParams,
    answer: brand,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/brand/create',
    summary: 'ブランドを登録（管理者ロールも作成。スーパー管理者のみ）',
    access: onScreen('/brand/create', 'create'),
    body: brandCreateBody,
    answer: brand,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/brand/update',
    summary: 'ブランドを更新（コード・モジュール・状態の変更はスーパー管理者のみ）',
    access: onScreen('/brand/edit/:id', 'update'),
    body: brandUpdateBody,
    answer: brand,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/brand/delete/:id',
    summary: 'ブランドを削除（劇場・ユーザーがあるブランドは不可。スーパー管理者のみ）',
    // Deleting a brand is the platform operator's act, like creating one.
    access: onScreen('/brand/create', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  updateDomain: endpoint({
    method: 'PUT',
    path: '/api/brand/updateDomain',
    summary: 'ブランドのWebサイトの独自ドメインを設定',
    access: onScreen('/edit-domain', 'update'),
    body: domainUpdateBody,
    answer: brand,
    errors: ['conflict', 'stale_version'],
  }),
};
