import type { DeviceCreateBody, DeviceUpdateBody, DeviceWithSecret, KitchenPrinter, KitchenPrinterUpdateBody } from '@cinema/contracts';
import { api } from '../../api/client.js';

// Kitchen printers sit under the devices root: registering or deleting a device refreshes both screens.
export const deviceKeys = { all: ['devices'] as const, kitchenPrinters: ['devices', 'kitchenPrinters'] as const };
export const deviceEndpoints = { list: '/api/device/list', kitchenPrinters: '/api/kitchenPrinter/list' };

export const createDevice = (body: DeviceCreateBody) => api<DeviceWithSecret>('/api/device/create', { method: 'POST', body });
export const updateDevice = (body: DeviceUpdateBody) => api('/api/device/update', { method: 'PUT', body });
export const rotateDeviceSecret = (id: number) => api<DeviceWithSecret>(`/api/device/rotateSecret/${id}`, { method: 'POST' });
export const deleteDevice = (id: number) => api(`/api/device/delete/${id}`, { method: 'DELETE' });
export const updateKitchenPrinter = (body: KitchenPrinterUpdateBody) =>
  api<KitchenPrinter>('/api/kitchenPrinter/update', { method: 'PUT', body });

/** Minutes since a device last called in, for the 最終通信 column; null when it never has. */
export const minutesSince = (at: string | null, now = Date.now()) => (at ? Math.floor((now - Date.parse(at)) / 60_000) : null);
