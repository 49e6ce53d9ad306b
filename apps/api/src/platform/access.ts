import { findRoute, type AccountType, type EndpointAccess, type Module, type PermissionType } from '@cinema/contracts';

/**
 * Who may call a route, resolved for the auth hook. Screen access is read from the contracts'
 * route registry, so the side menu, the web guard and the API check one list.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'device' }
  | {
      kind: 'screen';
      roles: readonly AccountType[];
      module: Module | null;
      permission: PermissionType;
      special?: boolean;
    };

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

/** The access of an endpoint declaration; an unknown screen path stops the server at start-up. */
export function accessOf(a: EndpointAccess): Access {
  if (a.kind !== 'screen') return a;
  const access = screenAccess(a.path, a.permission);
  if (!a.roles || access.kind !== 'screen') return access;
  // headOfficeOnScreen: brand users on a screen of cinema staff alone, by declaration (docs/architecture.md, "access").
  if (a.headOffice) return { ...access, roles: a.roles };
  const outside = a.roles.filter((r) => !access.roles.includes(r));
  if (outside.length) throw new Error(`${a.path} is not a screen of ${outside.join(', ')}`);
  return { ...access, roles: a.roles };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
