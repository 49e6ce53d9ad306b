import type { FastifyRequest } from 'fastify';
import { ja } from '@cinema/contracts';
import { AppError } from './errors.js';
import type { Principal, PrincipalAccount } from './principal.js';
import type { Scope } from './scope.js';

/** Where a call came from: an HTTP request, a job, the demo generator. Audit rows carry it. */
export interface Origin {
  requestId: string;
  /** The client address of an HTTP call; null for jobs and scripts. */
  ip: string | null;
}

/**
 * Who acts, as whom, in which scope, and from where (docs/architecture.md, "services know nothing of HTTP"). Services take an actor, never
 * a FastifyRequest, so a route, a job, the device API and the demo generator call the same code.
 */
export interface Actor extends Principal, Origin {}

export const originOf = (req: FastifyRequest): Origin => ({ requestId: String(req.id), ip: req.ip });

/** The actor of an authenticated request (the auth hook has already refused anonymous calls). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.principal) throw new AppError('auth_invalid', ja.authInvalid);
  return { ...req.principal, ...originOf(req) };
}

const systemAccount: PrincipalAccount = {
  id: 0,
  userName: 'system',
  displayName: 'システム',
  email: '',
  type: 'superAdmin',
  brandId: null,
  roleId: null,
  roleName: null,
  isAdmin: true,
  active: true,
  version: 1,
  mustChangePassword: false,
};

/** The platform itself acting (a job, start-up work): every brand, audited as system. */
export function systemActor(requestId: string, scope: Scope = { kind: 'all' }): Actor {
  return {
    sessionId: 0,
    real: systemAccount,
    account: systemAccount,
    actingVia: null,
    brand: null,
    permissionMap: {},
    scope,
    cinemaId: null,
    requestId,
    ip: null,
  };
}

export const isSystem = (actor: Pick<Actor, 'real'>) => actor.real.id === systemAccount.id;
