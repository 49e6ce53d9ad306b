import type { Db } from '../db/client.js';

/**
 * What one feature tells others after a change has committed, so features never import each other
 * in both directions (a sales stop makes the public schedule forget its cache). In-process and per
 * database, like the caches that listen; work that must survive a crash goes through the job runner.
 */
export interface DomainEvents {
  /** Online sales of a cinema (or, with null, of every cinema) were stopped or resumed. */
  'onlineSales.changed': { cinemaId: number | null };
  /** Screenings of a cinema were published (公開) or made drafts again. */
  'schedule.published': { cinemaId: number };
}
type Name = keyof DomainEvents;
type Listener<N extends Name> = (payload: DomainEvents[N]) => void;

const buses = new WeakMap<Db, Map<Name, Set<Listener<never>>>>();
const busOf = (db: Db) => {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = new Map()));
  return bus;
};

/** Listens to an event of this database's app (at start-up, from a feature's handlers). */
export function onEvent<N extends Name>(db: Db, name: N, listener: Listener<N>) {
  const bus = busOf(db);
  if (!bus.has(name)) bus.set(name, new Set());
  bus.get(name)!.add(listener as Listener<never>);
}

/** Tells the listeners; call it once the transaction that made the change has committed. */
export function afterCommit<N extends Name>(db: Db, name: N, payload: DomainEvents[N]) {
  for (const listener of busOf(db).get(name) ?? []) (listener as Listener<N>)(payload);
}
