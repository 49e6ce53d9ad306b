import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import type { AccountType } from './modules.js';
import type { z } from 'zod';

// The five declarations of a simple master (docs/how-to/add-an-endpoint.md, "a simple master: the kit"):
// list, detail, create, update and delete under one path, on one screen's permissions. Writers may be
// narrowed to some of the screen's roles (head office writes what cinema staff read).

export interface MasterEndpointsDef<B extends string, S extends string, R, C, U, Q> {
  /** The path segment the five share: `ingredient` gives `/api/ingredient/list`, `/api/ingredient/detail/:id`, … */
  base: B;
  /** The screen whose permissions apply (view, create, update, delete). */
  screen: S;
  writers?: readonly AccountType[];
  record: R;
  createBody: C;
  updateBody: U;
  query: Q;
  /** One line of Japanese for each, for the API reference. */
  summaries: { list: string; detail: string; create: string; update: string; delete: string };
}

export function masterEndpoints<
  const B extends string,
  const S extends string,
  R extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType,
>(d: MasterEndpointsDef<B, S, R, C, U, Q>) {
  const { base, screen, writers, summaries: s } = d;
  return {
    list: endpoint({
      method: 'GET',
      path: `/api/${base}/list`,
      summary: s.list,
      access: onScreen(screen),
      query: d.query,
      answer: listOf(d.record),
    }),
    detail: endpoint({
      method: 'GET',
      path: `/api/${base}/detail/:id`,
      summary: s.detail,
      access: onScreen(screen),
      params: idParams,
      answer: d.record,
    }),
    create: endpoint({
      method: 'POST',
      path: `/api/${base}/create`,
      summary: s.create,
      access: onScreen(screen, 'create', writers),
      body: d.createBody,
      answer: d.record,
      errors: ['conflict'],
    }),
    update: endpoint({
      method: 'PUT',
      path: `/api/${base}/update`,
      summary: s.update,
      access: onScreen(screen, 'update', writers),
      body: d.updateBody,
      answer: d.record,
      errors: ['conflict', 'stale_version'],
    }),
    delete: endpoint({
      method: 'DELETE',
      path: `/api/${base}/delete/:id`,
      summary: s.delete,
      access: onScreen(screen, 'delete', writers),
      params: idParams,
      answer: null,
      errors: ['conflict'],
    }),
  };
}
