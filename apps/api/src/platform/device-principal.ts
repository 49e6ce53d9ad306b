import type { DeviceType, RoundingMode } from '@cinema/contracts';

/** Who calls a device endpoint (docs/device-api.md): the device API's counterpart of a signed-in principal. */
export interface DevicePrincipal {
  id: number;
  brandId: number;
  cinemaId: number;
  code: string;
  name: string;
  type: DeviceType;
  /** What every document of the device needs, read with it: its cinema's business-day cutoff and its brand's rounding. */
  cutoffHour: number;
  roundingMode: RoundingMode;
  /** The receipt's issuer: the brand's company name and 適格請求書 登録番号. */
  issuerName: string;
  registrationNo: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    device: DevicePrincipal | null;
  }
}
