import { ja, type DeviceType, type PaymentChannel } from '@cinema/contracts';
import type { DevicePrincipal } from '../../platform/device-principal.js';
import { noPermission } from '../../platform/errors.js';

/** The sales channel a device sells on; kitchen printers and signage sell nothing. */
const channelOf: Partial<Record<DeviceType, PaymentChannel>> = { pos: 'pos', kiosk: 'kiosk', online: 'online' };

export const sellingChannel = (device: DevicePrincipal) => {
  const channel = channelOf[device.type];
  if (!channel) throw noPermission(ja.deviceDoesNotSell);
  return channel;
};
