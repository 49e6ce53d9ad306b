import { deviceApiEndpoints, ja } from '@cinema/contracts';
import { sellingChannel } from './selling-channel.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { AppError } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { verifyDeviceSecret } from '../devices/index.js';
import { channelPaymentMethods, deviceCinema } from './device-api.repository.js';
import { issueDeviceToken, markSeen } from './device-token.js';
import { deviceScreenings, deviceSeatMap } from './device-api.screenings.js';
import { deviceMenu } from './device-api.items.js';

/** Token requests a device code may make a minute. */
export const DEVICE_TOKEN_RATE_LIMIT = 10;

export const deviceApiHandlers = ({ db }: ModuleOptions) =>
  handleAll(deviceApiEndpoints, {
    token: [
      async ({ body }) => {
        const device = await verifyDeviceSecret(db, body.deviceCode, body.secret);
        if (!device) throw new AppError('auth_invalid', ja.deviceKeyInvalid);
        const cinema = await deviceCinema(db, device.cinemaId);
        if (!cinema) throw new AppError('auth_invalid', ja.deviceKeyInvalid);
        const { token, expiresAt } = issueDeviceToken(device.id, device.secretIssuedAt);
        await markSeen(db, device.id);
        return ok({
          token,
          expiresAt,
          device: { id: device.id, code: device.code, name: device.name, type: device.type },
          cinema,
        });
      },
      // A registration key has about 148 bits; the limit keeps a wrong device from hammering. It
      // counts per device code (read from the body, hence preHandler), so the registers of one
      // cinema behind one address never lock each other out.
      {
        rateLimit: {
          max: DEVICE_TOKEN_RATE_LIMIT,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) => {
            const code = (req.body as { deviceCode?: unknown } | null)?.deviceCode;
            return `device-token:${typeof code === 'string' || typeof code === 'number' ? String(code).toUpperCase() : ''}`;
          },
          errorResponseBuilder: () => new AppError('too_many_requests', ja.deviceTokenTooManyRequests),
        },
        carriesToken: true,
      },
    ],
    screenings: async ({ device, query }) =>
      ok(await deviceScreenings(db, device, sellingChannel(device), query.businessDate)),
    seats: async ({ device, params }) => {
      sellingChannel(device);
      return ok(await deviceSeatMap(db, device, params.id));
    },
    paymentMethods: async ({ device }) => ok(await channelPaymentMethods(db, device.cinemaId, sellingChannel(device))),
    items: async ({ device }) => {
      sellingChannel(device);
      return ok(await deviceMenu(db, device));
    },
  });
