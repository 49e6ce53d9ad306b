import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import {
  movieTicket,
  movieTicketCreateBody,
  movieTicketListQuery,
  movieTicketLookupQuery,
  movieTicketUpdateBody,
} from './movie-tickets.js';

// The brand's ムビチケ 券種マスター: head office keeps it in step with the ムビチケ contracts; cinema
// staff read it and look codes up at the counter, but one cinema must not change the chain's prices.
const headOffice = ['brand'] as const;

export const movieTicketEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/movieTicket/list',
    summary: 'ブランドのムビチケ券種マスター一覧',
    access: onScreen('/movie-ticket-master'),
    query: movieTicketListQuery,
    answer: listOf(movieTicket),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/movieTicket/detail/:id',
    summary: 'ムビチケ券種の詳細',
    access: onScreen('/movie-ticket-master'),
    params: idParams,
    answer: movieTicket,
  }),
  lookup: endpoint({
    method: 'GET',
    path: '/api/movieTicket/lookup',
    summary: '提示されたムビチケの券種コードから券種を照会（全角数字も可、未登録は moviTicketNotFound）',
    access: onScreen('/movie-ticket-master'),
    query: movieTicketLookupQuery,
    answer: movieTicket,
    errors: ['moviTicketNotFound'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/movieTicket/create',
    summary: 'ムビチケ券種を登録（本部のみ、券種コードはブランドごとに一意）',
    access: onScreen('/movie-ticket-master', 'create', headOffice),
    body: movieTicketCreateBody,
    answer: movieTicket,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/movieTicket/update',
    summary: 'ムビチケ券種を更新（本部のみ）',
    access: onScreen('/movie-ticket-master', 'update', headOffice),
    body: movieTicketUpdateBody,
    answer: movieTicket,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/movieTicket/delete/:id',
    summary: 'ムビチケ券種を削除（本部のみ）',
    access: onScreen('/movie-ticket-master', 'delete', headOffice),
    params: idParams,
    answer: null,
  }),
};
