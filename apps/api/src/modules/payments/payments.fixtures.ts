import type { PaymentCinemaSettings } from '@cinema/contracts';
import { auth, type TestContext } from '../../test/helper.js';

type Settings = { paymentMethodId: number; channels: string[] }[];

/** Reading and saving a cinema's payment matrix (GET/PUT /api/payment/cinemaSettings). */
export function paymentSettings(t: TestContext) {
  const put = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/payment/cinemaSettings', headers: auth(token), payload });
  const current = async (token: string, cinemaId: number) =>
    (await t.app.inject({ url: `/api/payment/cinemaSettings?cinemaId=${cinemaId}`, headers: auth(token) })).json()
      .data as PaymentCinemaSettings;
  const matrix = async (token: string, cinemaId: number) => (await current(token, cinemaId)).list;
  const version = async (token: string, cinemaId: number) => (await current(token, cinemaId)).version;
  /** Saves over the matrix as it is now, with its current version. */
  const replace = async (token: string, cinemaId: number, settings: Settings) =>
    put(token, { cinemaId, version: (await current(token, cinemaId)).version, settings });
  return { put, current, matrix, version, replace };
}
