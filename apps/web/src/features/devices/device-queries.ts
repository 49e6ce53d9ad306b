import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceEndpoints, type DeviceWithSecret } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { deviceKeys } from '../../entities/devices/device-queries.js';

// Both lists read the session's cinema, so each cinema's sits under a key of its own. Kitchen
// printers stay under the devices root: registering or editing a device refreshes both screens.
export const cinemaDeviceKeys = (cinemaId: number | null | undefined) =>
  [...deviceKeys.all, 'cinema', cinemaId ?? null] as const;
export const kitchenPrinterKeys = {
  all: [...deviceKeys.all, 'kitchenPrinters'] as const,
  cinema: (cinemaId: number | null | undefined) => [...deviceKeys.all, 'kitchenPrinters', cinemaId ?? null] as const,
};

/**
 * 登録キー再発行: the old secret stops working at once. `onIssued` gets the new one (the only
 * time it is ever answered) before the devices are read again.
 */
export function useRotateDeviceSecret(onIssued: (issued: DeviceWithSecret) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deviceEndpoints.rotateSecret, { params: { id } }),
    onSuccess: async (issued) => {
      onIssued(issued);
      await qc.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
}
