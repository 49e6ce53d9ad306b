import { versionEndpoints, versionScreenKinds, type VersionKind, type VersionListQuery } from '@cinema/contracts';
import type { Actor } from '../../platform/actor.js';
import { cinemaFor } from '../../platform/cinema.js';
import { crudHandlers } from '../../platform/crud.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { versionRepo } from './versions.repository.js';
import { versionService } from './versions.service.js';

export const versionHandlers = ({ db }: ModuleOptions) => {
  // Each screen's list answers its own kinds unless the caller names others; cinemaFor keeps each
  // caller to the cinemas of their scope (another tenant's cinema answers 404).
  const list = async (actor: Actor, q: VersionListQuery, defaultKinds: readonly VersionKind[]) => {
    const cinema = await cinemaFor(db, actor, q.cinemaId);
    return ok(await versionRepo.list(db, actor.scope, { ...q, cinemaId: cinema.id, kinds: q.kinds ?? defaultKinds }));
  };
  const { detail, create, update, delete: remove } = crudHandlers(db, versionRepo, versionService);
  return handleAll(versionEndpoints, {
    list: ({ actor, query }) => list(actor, query, versionScreenKinds.management),
    otherList: ({ actor, query }) => list(actor, query, versionScreenKinds.other),
    detail,
    create,
    update,
    delete: remove,
  });
};
