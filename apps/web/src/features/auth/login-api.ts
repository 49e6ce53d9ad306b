import type { LoginBody, SessionData, UpdateExpiredPasswordBody } from '@cinema/contracts';
import { api } from '../../api/client.js';

export const login = (body: LoginBody) => api<SessionData>('/api/login', { method: 'POST', body, alert: false, successMessage: false });

export const updateExpiredPassword = (body: UpdateExpiredPasswordBody) =>
  api('/api/updateExpiredPassword', { method: 'POST', body, alert: false });
