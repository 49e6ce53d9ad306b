import { listOf, listQuery } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import {
  membershipCreateBody,
  membershipListQuery,
  membershipOption,
  membershipSystem,
  membershipUpdateBody,
} from './membership.js';

// 会員制度: head office's alone (docs/membership.md).
const headOffice = ['brand'] as const;

export const membershipEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/memberShip/list',
    summary: '会員制度一覧（会員数つき）',
    access: onScreen('/memberShip-list'),
    query: membershipListQuery,
    answer: listOf(membershipSystem),
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/memberShip/listMap',
    summary: '会員制度の選択肢（ランクつき）',
    access: onScreen('/member-list'),
    query: listQuery,
    answer: listOf(membershipOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/memberShip/detail/:id',
    summary: '会員制度の詳細',
    access: onScreen('/memberShip-list'),
    params: idParams,
    answer: membershipSystem,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/memberShip/create',
    summary: '会員制度を登録（コードはブランドごとに一意）',
    access: onScreen('/memberShip-list', 'create', headOffice),
    body: membershipCreateBody,
    answer: membershipSystem,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/memberShip/update',
    summary: '会員制度を更新（会員のいるランクは減らせない）',
    access: onScreen('/memberShip-list', 'update', headOffice),
    body: membershipUpdateBody,
    answer: membershipSystem,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/memberShip/delete/:id',
    summary: '会員制度を削除（会員がいるときは不可）',
    access: onScreen('/memberShip-list', 'delete', headOffice),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
};
