import { listOf } from './common.js';
import { copyToCinemasAnswer, copyToCinemasBody } from './copy-to-cinemas.js';
import {
  discountRule,
  discountRuleCreateBody,
  discountRuleLabels,
  discountRuleListQuery,
  discountRuleUpdateBody,
} from './discount-rules.js';
import { endpoint, headOfficeOnScreen, onScreen } from './endpoint.js';
import { idParams } from './fields.js';

// 割引ルール, one cinema at a time: the explicit cinemaId or the session's chosen cinema.
// The original console spells the screens /discountRules and /disCountRules/….
export const discountRuleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/discountRule/list',
    summary: '割引ルール一覧（劇場ごと・有効／無効で絞り込み）',
    access: onScreen('/discountRules'),
    query: discountRuleListQuery,
    answer: listOf(discountRule),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/discountRule/detail/:id',
    summary: '割引ルールの詳細',
    access: onScreen('/discountRules'),
    params: idParams,
    answer: discountRule,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/discountRule/create',
    summary: '割引ルールを登録（割引名は劇場内で一意）',
    access: onScreen('/disCountRules/create', 'create'),
    body: discountRuleCreateBody,
    answer: discountRule,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/discountRule/update',
    summary: '割引ルールを更新',
    access: onScreen('/disCountRules/edit/:id', 'update'),
    body: discountRuleUpdateBody,
    answer: discountRule,
    errors: ['conflict', 'stale_version'],
  }),
  copyToCinemas: endpoint({
    method: 'POST',
    path: '/api/discountRule/copyToCinemas',
    summary: '本部が選んだ割引ルールを他の劇場へコピー（同じ名前は飛ばすか、何もコピーしない）',
    description: 'docs/domain.md, "copying to other cinemas": one transaction, one 操作ログ row per cinema copied to.',
    access: headOfficeOnScreen('/disCountRules/create', 'create'),
    body: copyToCinemasBody(discountRuleLabels.copySources),
    answer: copyToCinemasAnswer,
    errors: ['conflict'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/discountRule/delete/:id',
    summary: '割引ルールを削除',
    access: onScreen('/discountRules', 'delete'),
    params: idParams,
    answer: null,
  }),
};
