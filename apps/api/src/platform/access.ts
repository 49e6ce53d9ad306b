import { findRoute, type AccountType, type Module, type PermissionType } from '@cinema/contracts';

/**
 * Who may call a route. Screen access is read from the contracts' route registry, so the
 * side menu, the web guard and the API check one list.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'screen'; roles: readonly AccountType[]; module: Module | null; permission: PermissionType; special?: boolean };

export const publicAccess: Access = { kind: 'public' };
/** Any signed-in user; the data layer's scope still limits what they see. */
export const sessionAccess: Access = { kind: 'session' };

export function screenAccess(path: string, permission?: PermissionType): Access {
  const route = findRoute(path);
  return {
    kind: 'screen',
    roles: route.roles,
    module: route.module,
    permission: permission ?? route.permission,
    special: route.special,
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
