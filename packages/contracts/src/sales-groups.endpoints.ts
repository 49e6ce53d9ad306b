import { z } from 'zod';
import { option } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { masterEndpoints } from './master-endpoints.js';
import {
  salesGroup,
  salesGroupAssignments,
  salesGroupAssignmentsBody,
  salesGroupCreateBody,
  salesGroupListQuery,
  salesGroupUpdateBody,
} from './sales-groups.js';

// 販売グループ (docs/accounting.md): head office's alone, like 勘定科目.
export const SALES_GROUP_SCREEN = '/salesGroup-management';
const headOffice = ['brand'] as const;

export const salesGroupEndpoints = {
  ...masterEndpoints({
    base: 'salesGroup',
    screen: SALES_GROUP_SCREEN,
    writers: headOffice,
    record: salesGroup,
    createBody: salesGroupCreateBody,
    updateBody: salesGroupUpdateBody,
    query: salesGroupListQuery,
    summaries: {
      list: '販売グループ一覧（コード・名称で検索、有効で絞り込み）',
      detail: '販売グループの詳細',
      create: '販売グループを登録（本部のみ、コードはブランドごとに一意）',
      update: '販売グループを更新（本部のみ）',
      delete: '販売グループを削除（本部のみ、売店商品・決済方法・券種に割り当てられているものは不可）',
    },
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/salesGroup/listMap',
    summary: '有効な販売グループの選択肢（売店商品・決済方法のフォーム用、コード 名称）',
    access: sessionAccess,
    answer: z.array(option),
  }),
  assignments: endpoint({
    method: 'GET',
    path: '/api/salesGroup/assignments',
    summary: '券種・会費ごとの販売グループと、フォームの選択肢（販売グループ、勘定科目、取引先、取引先グループ、劇場）',
    access: onScreen(SALES_GROUP_SCREEN),
    answer: salesGroupAssignments,
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/api/salesGroup/assign',
    summary: '券種・会費ごとの販売グループを保存（本部のみ、全体を置き換え）',
    access: onScreen(SALES_GROUP_SCREEN, 'update', headOffice),
    body: salesGroupAssignmentsBody,
    answer: salesGroupAssignments,
  }),
};
