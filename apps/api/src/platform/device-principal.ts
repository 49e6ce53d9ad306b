import type { DeviceType } from '@cinema/contracts';

/** Who calls a device endpoint (SALES.md §4): the device API's counterpart of a signed-in principal. */
export interface DevicePrincipal {
  id: number;
  brandId: number;
  cinemaId: number;
  code: string;
  name: string;
  type: DeviceType;
}

declare module 'fastify' {
  interface FastifyRequest {
    device: DevicePrincipal | null;
  }
}
