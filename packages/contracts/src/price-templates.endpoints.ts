import { z } from 'zod';
import { listOf, option } from './common.js';
import { copyToCinemasAnswer, copyToCinemasBody } from './copy-to-cinemas.js';
import { endpoint, headOfficeOnScreen, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';
import {
  priceTemplate,
  priceTemplateCopyBody,
  priceTemplateCreateBody,
  priceTemplateLabels,
  priceTemplateListItem,
  priceTemplateListMapQuery,
  priceTemplateListQuery,
  priceTemplateUpdateBody,
} from './price-templates.js';
import {
  priceTemplateDefaults,
  priceTemplateDefaultsBody,
  priceTemplateDefaultsQuery,
} from './price-template-defaults.js';

// 料金テンプレート (/api/ticketRuleTemplate/list, docs/api-conventions.md, "original names"), one cinema at a time:
// the explicit cinemaId or the session's chosen cinema.
export const priceTemplateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/ticketRuleTemplate/list',
    summary: '料金テンプレート一覧（劇場ごと・券種の数と料金の幅つき）',
    access: onScreen('/rules'),
    query: priceTemplateListQuery,
    answer: listOf(priceTemplateListItem),
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/ticketRuleTemplate/listMap',
    summary: '劇場の料金テンプレートの選択肢（上映回の登録用）',
    access: sessionAccess,
    query: priceTemplateListMapQuery,
    answer: z.array(option),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/ticketRuleTemplate/detail/:id',
    summary: '料金テンプレートの詳細（券種と販売条件）',
    access: onScreen('/rules'),
    params: idParams,
    answer: priceTemplate,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/ticketRuleTemplate/create',
    summary: '料金テンプレートを登録（テンプレート名は劇場内で一意）',
    access: onScreen('/rules/create', 'create'),
    body: priceTemplateCreateBody,
    answer: priceTemplate,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/ticketRuleTemplate/update',
    summary: '料金テンプレートと券種を更新',
    access: onScreen('/rules/edit/:id', 'update'),
    body: priceTemplateUpdateBody,
    answer: priceTemplate,
    errors: ['conflict', 'stale_version'],
  }),
  copy: endpoint({
    method: 'POST',
    path: '/api/ticketRuleTemplate/copy',
    summary: '料金テンプレートを券種ごと別名でコピー（同じ劇場または別の劇場へ）',
    access: onScreen('/rules/create', 'create'),
    body: priceTemplateCopyBody,
    answer: priceTemplate,
    errors: ['conflict'],
  }),
  copyToCinemas: endpoint({
    method: 'POST',
    path: '/api/priceTemplate/copyToCinemas',
    summary: '本部が選んだ料金テンプレートを券種ごと他の劇場へコピー（同じ名前は飛ばすか、何もコピーしない）',
    description: 'docs/domain.md, "copying to other cinemas": one transaction, one 操作ログ row per cinema copied to.',
    access: headOfficeOnScreen('/rules/create', 'create'),
    body: copyToCinemasBody(priceTemplateLabels.copySources),
    answer: copyToCinemasAnswer,
    errors: ['conflict'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/ticketRuleTemplate/delete/:id',
    summary: '料金テンプレートを削除（上映回が使っているテンプレートは不可）',
    access: onScreen('/rules', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  defaults: endpoint({
    method: 'GET',
    path: '/api/ticketRuleTemplate/defaults',
    summary: '劇場の既定の料金（興行区分ごと・上映方式ごとの料金テンプレート）',
    access: onScreen('/rules'),
    query: priceTemplateDefaultsQuery,
    answer: priceTemplateDefaults,
  }),
  saveDefaults: endpoint({
    method: 'PUT',
    path: '/api/ticketRuleTemplate/defaults',
    summary: '劇場の既定の料金をまとめて保存（料金テンプレート未指定で作る上映回に使う）',
    access: onScreen('/rules', 'update'),
    body: priceTemplateDefaultsBody,
    answer: priceTemplateDefaults,
  }),
};
