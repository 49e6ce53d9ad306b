import { ja, versionEndpoints, versionScreenKinds, type VersionKind, type VersionListQuery } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import type { Actor } from '../../platform/actor.js';
import { cinemaFor } from '../../platform/cinema.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import { findVersion, listVersions } from './versions.repository.js';
import { createVersion, deleteVersion, saveVersion } from './versions.service.js';

export const versionHandlers = ({ db }: ModuleOptions) => {
  // Each screen's list answers its own kinds unless the caller names others; cinemaFor keeps each
  // caller to the cinemas of their scope (another tenant's cinema answers 404).
  const list = async (actor: Actor, q: VersionListQuery, defaultKinds: readonly VersionKind[]) => {
    const cinema = await cinemaFor(db, actor, q.cinemaId);
    return ok(await listVersions(db, actor.scope, cinema.id, q.kinds ?? defaultKinds, q));
  };
  return handleAll(versionEndpoints, {
    list: ({ actor, query }) => list(actor, query, versionScreenKinds.management),
    otherList: ({ actor, query }) => list(actor, query, versionScreenKinds.other),
    detail: async ({ actor, params }) => ok(found(await findVersion(db, actor.scope, params.id))),
    create: async ({ actor, body }) => ok(await createVersion(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveVersion(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteVersion(db, actor, params.id);
      return done(ja.deleted);
    },
  });
};
