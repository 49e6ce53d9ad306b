import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentEndpoints, type PaymentCinemaSettings, type PaymentCinemaSettingsBody } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery, featureKeys } from '../../api/query.js';

// The methods and each cinema's matrix under one root: a save refreshes the list's 利用劇場数 too.
export const paymentKeys = featureKeys('payments');
const cinemaSettingsKey = (cinemaId: number | null) => [...paymentKeys.all, 'cinemaSettings', cinemaId] as const;

/** One cinema's payment methods per sales channel, with the version a save sends back. */
export const useCinemaPaymentSettings = (cinemaId: number | null) =>
  useQuery({
    ...endpointQuery(cinemaSettingsKey(cinemaId), paymentEndpoints.cinemaSettings, {
      query: { cinemaId: cinemaId ?? undefined },
    }),
    enabled: cinemaId != null,
  });

/**
 * Saves a cinema's whole matrix. `onSaved` gets the saved matrix first (the screen starts its edit
 * from it), then the cinema's query takes it and every payment query is read again.
 */
export function useSaveCinemaPaymentSettings(onSaved: (saved: PaymentCinemaSettings) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentCinemaSettingsBody) => call(paymentEndpoints.saveCinemaSettings, { body }),
    onSuccess: async (saved, body) => {
      onSaved(saved);
      qc.setQueryData(cinemaSettingsKey(body.cinemaId ?? null), saved);
      await qc.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
