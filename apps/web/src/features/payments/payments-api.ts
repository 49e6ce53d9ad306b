import type {
  PaymentCinemaSettings,
  PaymentCinemaSettingsBody,
  PaymentCreateBody,
  PaymentMethod,
  PaymentUpdateBody,
} from '@cinema/contracts';
import { api } from '../../api/client.js';

export const paymentKeys = {
  all: ['payments'] as const,
  cinemaSettings: (cinemaId: number | null) => ['payments', 'cinemaSettings', cinemaId] as const,
};
export const paymentEndpoints = { list: '/api/payment/list' };

export const createPayment = (body: PaymentCreateBody) => api<PaymentMethod>('/api/payment/create', { method: 'POST', body });
export const updatePayment = (body: PaymentUpdateBody) => api<PaymentMethod>('/api/payment/update', { method: 'PUT', body });
export const deletePayment = (id: number) => api(`/api/payment/delete/${id}`, { method: 'DELETE' });

export const fetchCinemaSettings = (cinemaId: number) =>
  api<PaymentCinemaSettings>('/api/payment/cinemaSettings', { query: { cinemaId }, loading: false, alert: false });
export const saveCinemaSettings = (body: PaymentCinemaSettingsBody) =>
  api<PaymentCinemaSettings>('/api/payment/cinemaSettings', { method: 'PUT', body });

/** 3.24 → 3.24%; whole rates without decimals. */
export const feeRateLabel = (rate: number) => `${rate.toLocaleString('ja-JP', { maximumFractionDigits: 2 })}%`;
