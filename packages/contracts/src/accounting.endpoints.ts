import { endpoint, onScreen } from './endpoint.js';
import {
  accountingSubject,
  accountingSubjectCreateBody,
  accountingSubjectListQuery,
  accountingSubjectUpdateBody,
} from './accounting.js';
import { accountingSetting, accountingSettingBody } from './accounting-settings.js';
import { masterEndpoints } from './master-endpoints.js';

// 会計設定 (docs/accounting.md): head office's alone; cinema staff are refused (the screen is brand only).
const screen = '/accounting-management';
const headOffice = ['brand'] as const;

export const accountingSubjectEndpoints = masterEndpoints({
  base: 'accountingSubject',
  screen,
  writers: headOffice,
  record: accountingSubject,
  createBody: accountingSubjectCreateBody,
  updateBody: accountingSubjectUpdateBody,
  query: accountingSubjectListQuery,
  summaries: {
    list: '勘定科目一覧（コード・名称で検索、科目区分・有効で絞り込み）',
    detail: '勘定科目の詳細',
    create: '勘定科目を登録（本部のみ、コードはブランドごとに一意）',
    update: '勘定科目を更新（本部のみ）',
    delete: '勘定科目を削除（本部のみ、会計設定で使われているものは不可）',
  },
});

export const accountingSettingEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/api/accountingSetting/detail',
    summary: '会計設定（会計年度の開始月、支払方法ごとの精算先、伝票ごとの既定科目）と選択肢',
    access: onScreen(screen),
    answer: accountingSetting,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/accountingSetting/update',
    summary: '会計設定を保存（本部のみ、読み込んだバージョンのときだけ）',
    access: onScreen(screen, 'update', headOffice),
    body: accountingSettingBody,
    answer: accountingSetting,
    errors: ['stale_version'],
  }),
};
