import { ja, type AuditEntity } from '@cinema/contracts';
import type { Db, Tx } from '../db/client.js';
import type { Actor } from './actor.js';
import { audit } from './audit.js';
import { lastSavedOf, type MasterRepository } from './crud.repository.js';
import { found, staleVersion, uniqueGuard } from './errors.js';
import { done, ok } from './http.js';
import { removeAudited } from './remove.js';
import { brandForWrite } from './scope.js';

// The writes of a simple master (docs/how-to/add-an-endpoint.md): create, versioned update and delete,
// each with its audit row in the same transaction, scoped to the caller's brand. A feature's service
// keeps only its own rules (a normalisation, a reference check, why a record may not be deleted).

/** What a feature's `values` hook is given: the open transaction, who acts, and the brand written to. */
export interface WriteContext<Rec> {
  tx: Tx;
  actor: Actor;
  brandId: number;
  /** The stored record, on update. */
  current?: Rec;
}

/** The columns a body gives: all but the owner's (brand, cinema), which `owner` sets. */
type Stored<Insert> = Omit<Insert, 'brandId' | 'cinemaId'>;

export interface MasterServiceDef<Rec extends { brandId: number }, Body, Insert> {
  entity: AuditEntity;
  repo: MasterRepository<Rec, never, Insert>;
  /** The audit row's summary, of a body or of the stored record (コード 名称). */
  summary: (r: Body | Rec) => string;
  /** Unique indexes (and foreign keys) as the field and message they answer with (`uniqueGuard`). */
  unique?: Record<string, readonly [field: string, message: string]>;
  /** The stored columns from a body, inside the transaction: normalise, check references (`requireOwned`). */
  values?: (body: Body, ctx: WriteContext<Rec>) => Stored<Insert> | Promise<Stored<Insert>>;
  /** Who may write, beyond the declaration's access (e.g. head office only): throws to refuse. */
  allow?: (actor: Actor) => void;
  /**
   * Who owns a new record: the caller's brand by default (superAdmin must name one); a cinema-scoped
   * master answers its cinema's brand and id (`cinemaFor`). Read before the transaction opens.
   */
  owner?: (db: Db, actor: Actor, body: Body) => Promise<{ brandId: number } & Partial<Insert>>;
  /** Checks inside the delete's transaction, before the row goes (a 409 when something still uses it). */
  beforeRemove?: (tx: Tx, current: Rec) => Promise<void>;
  /** The 409 when a foreign key refuses the delete (`removeAudited`). */
  inUse?: string | ((db: Db, id: number) => Promise<string>);
}

/** Create, update and remove of one master, audited and scoped; the answers are the saved records. */
export function masterService<Rec extends { brandId: number }, Body extends object, Insert>(
  def: MasterServiceDef<Rec, Body, Insert>,
) {
  const { repo, entity, summary } = def;
  const guard = uniqueGuard(def.unique ?? {});
  const valuesOf = async (body: Body, ctx: WriteContext<Rec>) =>
    def.values ? await def.values(body, ctx) : (body as unknown as Stored<Insert>);

  return {
    /** The unique guard, for the feature's other writes (an import). */
    guard,
    async create(db: Db, actor: Actor, body: Body): Promise<Rec> {
      def.allow?.(actor);
      const owner = def.owner ? await def.owner(db, actor, body) : { brandId: brandForWrite(actor.scope, null) };
      const { brandId } = owner;
      return guard(() =>
        db.transaction(async (tx) => {
          const values = await valuesOf(body, { tx, actor, brandId });
          const id = await repo.insert(tx, { ...values, ...owner } as Insert);
          await audit(tx, actor, { action: 'create', entity, entityId: id, brandId, summary: summary(body) });
          return found(await repo.find(tx, actor.scope, id));
        }),
      );
    },

    /** Saves when the record is still at the version the form read; else 409 naming who saved last and when. */
    async update(db: Db, actor: Actor, body: Body & { id: number; version: number }): Promise<Rec> {
      def.allow?.(actor);
      const current = found(await repo.find(db, actor.scope, body.id));
      const { id, version, ...fields } = body;
      return guard(() =>
        db.transaction(async (tx) => {
          const ctx = { tx, actor, brandId: current.brandId, current };
          const values = await valuesOf(fields as unknown as Body, ctx);
          if (!(await repo.update(tx, id, version, values as Partial<Insert>)))
            throw staleVersion(await lastSavedOf(tx, repo.table, entity, id));
          const entry = { action: 'update' as const, entity, entityId: id, brandId: current.brandId };
          await audit(tx, actor, { ...entry, summary: summary(fields as unknown as Body) });
          return found(await repo.find(tx, actor.scope, id));
        }),
      );
    },

    async remove(db: Db, actor: Actor, id: number): Promise<void> {
      def.allow?.(actor);
      const current = found(await repo.find(db, actor.scope, id));
      const { inUse, beforeRemove } = def;
      await removeAudited(db, actor, {
        table: repo.table,
        idColumn: repo.table.id,
        id,
        entry: { entity, brandId: current.brandId, summary: summary(current) },
        before: beforeRemove && ((tx) => beforeRemove(tx, current)),
        inUse: typeof inUse === 'function' ? () => inUse(db, id) : inUse,
      });
    },
  };
}

type Service<Rec, Body> = {
  create(db: Db, actor: Actor, body: Body): Promise<Rec>;
  update(db: Db, actor: Actor, body: Body & { id: number; version: number }): Promise<Rec>;
  remove(db: Db, actor: Actor, id: number): Promise<void>;
};

/**
 * The five handlers of a master's list, detail, create, update and delete declarations, to spread into
 * `handleAll(…Endpoints, { ...crudHandlers(db, repo, service), listMap: … })`.
 */
export const crudHandlers = <Rec, Q, Body>(
  db: Db,
  repo: Pick<MasterRepository<Rec, Q, never>, 'list' | 'find'>,
  service: Service<Rec, Body>,
) => ({
  list: async ({ actor, query }: { actor: Actor; query: Q }) => ok(await repo.list(db, actor.scope, query)),
  detail: async ({ actor, params }: { actor: Actor; params: { id: number } }) =>
    ok(found(await repo.find(db, actor.scope, params.id))),
  create: async ({ actor, body }: { actor: Actor; body: Body }) =>
    ok(await service.create(db, actor, body), ja.created),
  update: async ({ actor, body }: { actor: Actor; body: Body & { id: number; version: number } }) =>
    ok(await service.update(db, actor, body), ja.saved),
  delete: async ({ actor, params }: { actor: Actor; params: { id: number } }) => {
    await service.remove(db, actor, params.id);
    return done(ja.deleted);
  },
});
